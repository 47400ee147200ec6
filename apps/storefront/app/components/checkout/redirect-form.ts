/**
 * The provider's `redirect_form_html` (docs/contracts/erp.md#payment-return) is not inserted as HTML: its form's action,
 * method and fields are read and a form of our own is built and submitted, so no markup or script from
 * the answer ever runs in the shop's page. Only http(s) actions are followed.
 */
export function submitRedirectForm(html: string, doc: Document = document): boolean {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const source = parsed.querySelector('form');
  const action =
    source?.getAttribute('action') ??
    parsed.querySelector('[data-action-url]')?.getAttribute('data-action-url');
  if (!action) return false;
  const target = new URL(action, doc.baseURI);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;

  const form = doc.createElement('form');
  form.method = (source?.getAttribute('method') ?? 'post').toLowerCase() === 'get' ? 'get' : 'post';
  form.action = target.href;
  form.hidden = true;
  for (const input of parsed.querySelectorAll<HTMLInputElement>('input[name]')) {
    const field = doc.createElement('input');
    field.type = 'hidden';
    field.name = input.name;
    field.value = input.value;
    form.append(field);
  }
  doc.body.append(form);
  form.submit();
  return true;
}
