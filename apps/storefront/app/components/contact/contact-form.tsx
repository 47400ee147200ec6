import { useEffect, useRef } from 'react';
import { useIntl } from '~/i18n/intl';
import { Form, useNavigation } from 'react-router';
import { ATTACHMENT_RULES, type ContactErrors, type ContactValues } from '~/domain/contact-lead';
import type { Country, Named } from '~/domain/settings';
import { useRootData } from '~/hooks/use-root-data';
import { useLegalLink } from '../layout/legal-link';
import { FormField } from '../ui/form-field';
import { useNotify } from '../notifications/notifications';
import { buttonClass } from '~/components/ui/button-class';

interface ContactFormProps {
  subjects: Named[];
  countries: Country[];
  values?: Partial<ContactValues>;
  errors?: ContactErrors & { form?: string };
}

type TextFieldName = Exclude<keyof ContactValues, 'subject' | 'country' | 'description' | 'consent'>;

const TEXT_FIELDS: {
  name: TextFieldName;
  labelId: string;
  type: string;
  autoComplete: string;
  required: boolean;
}[] = [
  { name: 'name', labelId: 'contact.fields.name', type: 'text', autoComplete: 'name', required: true },
  {
    name: 'company',
    labelId: 'contact.fields.company',
    type: 'text',
    autoComplete: 'organization',
    required: false,
  },
  { name: 'email', labelId: 'contact.fields.email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', labelId: 'contact.fields.phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'mobile', labelId: 'contact.fields.mobile', type: 'tel', autoComplete: 'tel', required: false },
  {
    name: 'street',
    labelId: 'contact.fields.street',
    type: 'text',
    autoComplete: 'address-line1',
    required: true,
  },
  {
    name: 'street2',
    labelId: 'contact.fields.street2',
    type: 'text',
    autoComplete: 'address-line2',
    required: false,
  },
  { name: 'zip', labelId: 'contact.fields.zip', type: 'text', autoComplete: 'postal-code', required: true },
  {
    name: 'city',
    labelId: 'contact.fields.city',
    type: 'text',
    autoComplete: 'address-level2',
    required: true,
  },
];

/**
 * The contact form: validated on the server, so it works without JavaScript; after an error every typed
 * value comes back and each wrong field says why. Attachments are offered only where the ERP takes them
 * (the shop's extension).
 */
export function ContactForm({ subjects, countries, values = {}, errors = {} }: ContactFormProps) {
  const intl = useIntl();
  const legalLink = useLegalLink();
  const notify = useNotify();
  const { erpApi } = useRootData();
  const sending = useNavigation().state === 'submitting';
  const summary = useRef<HTMLDivElement>(null);
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (!hasErrors) return;
    summary.current?.focus();
    if (errors.form) notify('error', intl.formatMessage({ id: 'contact.error' }));
  }, [errors, hasErrors, intl, notify]);

  return (
    <Form
      method="post"
      encType={erpApi.extension ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}
      className="space-y-4"
      noValidate
    >
      {hasErrors ? (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          className="rounded border border-red-700 bg-red-50 p-3 text-red-900"
        >
          {t(errors.form ?? 'contact.errors.summary')}
        </div>
      ) : null}
      <FormField name="subject" labelId="contact.subject" required errorId={errors.subject}>
        {(props) =>
          subjects.length > 0 ? (
            <select {...props} defaultValue={values.subject ?? ''}>
              <option value="">{t('contact.subject_choose')}</option>
              {subjects.map((subject) => (
                <option key={subject.id} value={subject.name}>
                  {subject.name}
                </option>
              ))}
            </select>
          ) : (
            <input {...props} type="text" defaultValue={values.subject ?? ''} />
          )
        }
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field.name}
            name={field.name}
            labelId={field.labelId}
            required={field.required}
            errorId={errors[field.name]}
          >
            {(props) => (
              <input
                {...props}
                type={field.type}
                autoComplete={field.autoComplete}
                defaultValue={values[field.name] ?? ''}
              />
            )}
          </FormField>
        ))}
        {countries.length > 0 ? (
          <FormField name="country" labelId="contact.fields.country" required errorId={errors.country}>
            {(props) => (
              <select
                {...props}
                autoComplete="country-name"
                defaultValue={values.country || String(countries[0]?.id ?? '')}
              >
                {countries.map((country) => (
                  <option key={country.id} value={country.id}>
                    {country.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
      </div>
      <FormField name="description" labelId="contact.description" required errorId={errors.description}>
        {(props) => <textarea {...props} rows={6} defaultValue={values.description ?? ''} />}
      </FormField>
      {erpApi.extension ? (
        <FormField name="attachments" labelId="contact.attachment" errorId={errors.attachments}>
          {(props) => (
            <>
              <input {...props} type="file" multiple accept={ATTACHMENT_RULES.types.join(',')} />
              <p className="text-sm text-black/75">
                {t('contact.attachment_rules', {
                  count: ATTACHMENT_RULES.maxFiles,
                  size: ATTACHMENT_RULES.maxBytes / 1024 / 1024,
                })}
              </p>
            </>
          )}
        </FormField>
      ) : null}
      <div className="space-y-1">
        <div className="flex items-start gap-2">
          <input
            id="field-consent"
            name="consent"
            type="checkbox"
            className="mt-1 size-5 accent-brand-dark"
            defaultChecked={values.consent === 'on'}
            aria-invalid={errors.consent !== undefined}
            aria-describedby={errors.consent ? 'field-consent-error' : undefined}
          />
          <label htmlFor="field-consent">
            {intl.formatMessage({ id: 'contact.data_protection' }, { link: legalLink('dataProtection') })}
          </label>
        </div>
        {errors.consent ? (
          <p id="field-consent-error" className="text-sm text-red-700">
            {t(errors.consent)}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={sending} className={buttonClass('primary')}>
        {t(sending ? 'contact.sending' : 'contact.send')}
      </button>
    </Form>
  );
}
