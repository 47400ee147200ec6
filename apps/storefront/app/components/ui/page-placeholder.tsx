import { useIntl } from '~/i18n/intl';

/** A page whose content is not built yet: its heading and a short note, in the visitor's language. */
export function PagePlaceholder({ titleId, values }: { titleId: string; values?: Record<string, string> }) {
  const intl = useIntl();
  return (
    <section className="space-y-4">
      <h1 className="text-3xl font-semibold">{intl.formatMessage({ id: titleId }, values)}</h1>
      <p>{intl.formatMessage({ id: 'page.placeholder' })}</p>
    </section>
  );
}
