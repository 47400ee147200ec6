import { data, Form, useNavigation, useSearchParams } from 'react-router';
import { FormField } from '~/components/ui/form-field';
import { requestClientAddress } from '~/config/client-address.server';
import { isEmail } from '~/domain/email';
import { useIntl } from '~/i18n/intl';
import { localeFromPathname } from '~/i18n/locales';
import { pageTitle } from '~/i18n/page-title';
import { requireErpModule } from '~/services/erp/require-erp-module.server';
import { unsubscribe } from '~/services/erp/newsletter.server';
import { limiter, limitKey } from '~/services/limits/rate-limiter.server';
import { logger } from '~/services/observability/logger.server';
import { readForm } from './read-form.server';
import type { Route } from './+types/newsletter-unsubscribe';
import { buttonClass } from '~/components/ui/button-class';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageTitle(matches, 'newsletter.unsubscribe.title'), { name: 'robots', content: 'noindex' }];
}

/** The page exists where the ERP has a mailing list (shopinvader_api_mass_mailing) only. */
const requireMailingList = (url: URL) => requireErpModule('mailingList', url);

export async function loader({ url }: Route.LoaderArgs) {
  await requireMailingList(url);
  return null;
}

type Outcome = { done: true; email: string } | { done: false; error: string };

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireMailingList(url);
  const email = String((await readForm(request)).get('email') ?? '').trim();
  if (!isEmail(email))
    return data<Outcome>({ done: false, error: 'newsletter.errors.email' }, { status: 422 });
  const wait = await limiter('newsletter')?.take(limitKey(requestClientAddress(request, context)));
  if (wait)
    return data<Outcome>(
      { done: false, error: 'error.rate_limited' },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    );
  try {
    await unsubscribe(localeFromPathname(url.pathname), email);
    return data<Outcome>({ done: true, email });
  } catch (error) {
    logger.error({ err: error }, 'newsletter: unsubscription failed');
    return data<Outcome>({ done: false, error: 'newsletter.unsubscribe.failed' }, { status: 502 });
  }
}

/**
 * Leaving the ERP's mailing list, with or without JavaScript; the address may come in the link
 * (`?email=`). The answer is the same whether the address was on the list or not.
 */
export default function NewsletterUnsubscribePage({ actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-semibold">{t('newsletter.unsubscribe.title')}</h1>
      {actionData?.done ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3">
          {intl.formatMessage({ id: 'newsletter.unsubscribe.done' }, { email: actionData.email })}
        </p>
      ) : (
        <Form method="post" className="space-y-4">
          <p>{t('newsletter.unsubscribe.text')}</p>
          <FormField name="email" labelId="newsletter.email" required errorId={actionData?.error}>
            {(field) => (
              <input {...field} type="email" autoComplete="email" defaultValue={params.get('email') ?? ''} />
            )}
          </FormField>
          <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass('primary')}>
            {t('newsletter.unsubscribe.submit')}
          </button>
        </Form>
      )}
    </section>
  );
}
