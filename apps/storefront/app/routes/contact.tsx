import { useIntl } from '~/i18n/intl';
import { data, Link } from 'react-router';
import { ContactForm } from '~/components/contact/contact-form';
import { RecaptchaScript } from '~/components/contact/recaptcha-script';
import { acceptedAttachments, contactValues, leadData, validateContact } from '~/domain/contact-lead';
import { CONTACT_MAX_BYTES } from '~/domain/request-body-limits';
import { useLocalePath } from '~/hooks/use-root-data';
import { localeFromPathname } from '~/i18n/locales';
import { pageTitle } from '~/i18n/page-title';
import { requestClientAddress } from '~/config/client-address.server';
import { getServerConfig } from '~/config/server-config.server';
import { sendLead } from '~/services/erp/leads.server';
import { limiter, limitKey } from '~/services/limits/rate-limiter.server';
import { attachmentsByContent } from './contact-attachments.server';
import { readForm } from './read-form.server';
import { loadSettings } from '~/services/erp/settings.server';
import { logger } from '~/services/observability/logger.server';
import type { Route } from './+types/contact';

export async function loader({ url }: Route.LoaderArgs) {
  const settings = await loadSettings(localeFromPathname(url.pathname));
  return {
    subjects: settings.leadSubjects,
    countries: settings.countries,
    recaptchaKey: settings.recaptchaPublicKey,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  // Announced too large: the form says so before reading it (the server refuses far larger bodies).
  if (Number(request.headers.get('content-length') ?? 0) > CONTACT_MAX_BYTES) {
    return data(
      { sent: false as const, values: {}, errors: { attachments: 'contact.errors.file_size' } },
      { status: 413 },
    );
  }
  const locale = localeFromPathname(url.pathname);
  const form = await readForm(request);
  const values = contactValues((name) => form.get(name));
  const files = await attachmentsByContent(
    acceptedAttachments(
      form.getAll('attachments').filter((item): item is File => item instanceof File && item.size > 0),
      getServerConfig().erpApi.extension,
    ),
  );
  const settings = await loadSettings(locale);
  const errors = validateContact(values, files, { countryRequired: settings.countries.length > 0 });
  if (Object.keys(errors).length > 0) return data({ sent: false as const, values, errors }, { status: 422 });

  // Only messages that would reach the ERP count: a form refused for its values costs nothing.
  const wait = await limiter('contact')?.take(limitKey(requestClientAddress(request, context)));
  if (wait) {
    return data(
      { sent: false as const, values, errors: { form: 'error.rate_limited' } },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    );
  }
  const countryName = settings.countries.find((country) => String(country.id) === values.country)?.name ?? '';
  try {
    await sendLead(locale, leadData(values, countryName), files);
  } catch (error) {
    logger.error({ err: error }, 'contact: the lead could not be sent');
    return data({ sent: false as const, values, errors: { form: 'error.generic' } }, { status: 502 });
  }
  return { sent: true as const };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'contact.title');
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const t = (id: string) => intl.formatMessage({ id });
  if (actionData?.sent) {
    const home = localePath('/');
    return (
      <section className="mx-auto max-w-xl space-y-4 text-center" aria-live="polite">
        <h1 className="text-3xl font-semibold">{t('contact.form_sent.thankyou_title')}</h1>
        <p>{t('contact.form_sent.thankyou_description')}</p>
        <Link
          to={home}
          className="inline-block rounded border border-brand-dark px-4 py-2 text-brand-dark hover:bg-brand-dark hover:text-white"
        >
          {t('btn.back')}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold">{t('contact.title')}</h1>
        <p>{t('contact.message')}</p>
      </header>
      <ContactForm
        subjects={loaderData.subjects}
        countries={loaderData.countries}
        values={actionData?.values}
        errors={actionData?.errors}
      />
      {loaderData.recaptchaKey ? <RecaptchaScript siteKey={loaderData.recaptchaKey} /> : null}
    </section>
  );
}
