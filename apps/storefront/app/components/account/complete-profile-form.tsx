import { useState } from 'react';
import { useIntl } from '~/i18n/intl';
import type { Named } from '~/domain/settings';
import { useRootData } from '~/hooks/use-root-data';
import { sessionStore } from '~/services/session/session';
import { useNotify } from '../notifications/notifications';
import { FormField } from '../ui/form-field';
import { ErpErrorMessage } from './erp-error-message';
import { buttonClass } from '~/components/ui/button-class';

const TYPES = ['individual', 'therapist', 'b2b'] as const;
type CustomerType = (typeof TYPES)[number];

interface Props {
  therapistIndustries: readonly Named[];
  b2bIndustries: readonly Named[];
  onCompleted: () => void;
}

/**
 * The second half of registration: the customer type, which decides prices (docs/product/roles.md#customer-types), and what a
 * therapist or a business must add. Until it is saved the global guard keeps the customer here.
 */
export function CompleteProfileForm({ therapistIndustries, b2bIndustries, onCompleted }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const { locale } = useRootData();
  const [type, setType] = useState<CustomerType | ''>('');
  const [company, setCompany] = useState('');
  const [vat, setVat] = useState('');
  const [industry, setIndustry] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const industries = type === 'therapist' ? therapistIndustries : type === 'b2b' ? b2bIndustries : [];
  const missing = {
    type: type ? undefined : 'error.login.required',
    company: type === 'b2b' && !company.trim() ? 'error.login.required' : undefined,
    industry: industries.length > 0 && !industry ? 'error.login.required' : undefined,
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setError(undefined);
    if (Object.values(missing).some(Boolean)) return;
    setBusy(true);
    try {
      await sessionStore.erp(locale).post('customer', {
        customer_type: type,
        ...(type === 'b2b' ? { company_name: company.trim(), vat: vat.trim() || null } : {}),
        ...(type === 'therapist' && industry ? { industry_therapist: Number(industry) } : {}),
        ...(type === 'b2b' && industry ? { industry_b2b: Number(industry) } : {}),
      });
      await sessionStore.refresh();
      notify('success', intl.formatMessage({ id: 'account.register.complete_success' }));
      onCompleted();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="complete-title">
      <h2 id="complete-title" className="text-xl font-semibold">
        {intl.formatMessage({ id: 'account.register.complete_title' })}
      </h2>
      <p>{intl.formatMessage({ id: 'account.register.complete_intro' })}</p>
      <ErpErrorMessage error={error} />
      <fieldset
        className="space-y-2"
        aria-invalid={checked && missing.type !== undefined}
        aria-describedby={checked && missing.type ? 'type-error' : undefined}
      >
        <legend className="font-medium">
          {intl.formatMessage({ id: 'account.register.customer_type' })}
        </legend>
        {TYPES.map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="customer_type"
              value={value}
              checked={type === value}
              onChange={() => {
                setType(value);
                setIndustry('');
              }}
            />
            {intl.formatMessage({ id: `account.register.type.${value}` })}
          </label>
        ))}
        {checked && missing.type ? (
          <p id="type-error" className="text-sm text-red-700">
            {intl.formatMessage({ id: missing.type })}
          </p>
        ) : null}
      </fieldset>
      {type === 'b2b' ? (
        <>
          <FormField
            name="company_name"
            labelId="account.register.company_name"
            required
            errorId={checked ? missing.company : undefined}
          >
            {(field) => (
              <input
                {...field}
                autoComplete="organization"
                value={company}
                onChange={(e) => setCompany(e.target.value)}
              />
            )}
          </FormField>
          <FormField name="vat" labelId="account.register.vat">
            {(field) => <input {...field} value={vat} onChange={(e) => setVat(e.target.value)} />}
          </FormField>
        </>
      ) : null}
      {industries.length > 0 ? (
        <FormField
          name="industry"
          labelId="account.register.industry"
          required
          errorId={checked ? missing.industry : undefined}
        >
          {(field) => (
            <select {...field} value={industry} onChange={(e) => setIndustry(e.target.value)}>
              <option value="">{intl.formatMessage({ id: 'account.register.industry_choose' })}</option>
              {industries.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      {type === 'therapist' || type === 'b2b' ? (
        <p className="text-sm">{intl.formatMessage({ id: 'account.register.pending_validation' })}</p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={buttonClass('primary', 'md', 'w-full')}
      >
        {intl.formatMessage({ id: 'account.register.complete_submit' })}
      </button>
    </form>
  );
}
