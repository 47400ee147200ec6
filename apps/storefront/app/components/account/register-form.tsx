import { useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { canRegister, fullName, isStrongPassword, PASSWORD_SPECIALS } from '~/domain/registration';
import { useRootData } from '~/hooks/use-root-data';
import { register } from '~/services/auth/credentials-api';
import { sessionStore } from '~/services/session/session';
import { useLegalLink } from '../layout/legal-link';
import { useNotify } from '../notifications/notifications';
import { FormField } from '../ui/form-field';
import { ErpErrorMessage } from './erp-error-message';
import { PasswordInput } from './password-input';
import { buttonClass } from '~/components/ui/button-class';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Credentials registration (docs/product/screens.md#register): sent only with a name, a login and a password (docs/product/validation.md#registration).
 * The ERP signs the new customer in; the page then asks for the customer type.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const intl = useIntl();
  const legalLink = useLegalLink();
  const notify = useNotify();
  const { locale } = useRootData();
  const [values, setValues] = useState({ first: '', last: '', login: '', password: '', terms: false });
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const set = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({
      ...current,
      [name]: event.target.type === 'checkbox' ? event.target.checked : event.target.value,
    }));

  const errors = {
    first: values.first.trim() ? undefined : 'error.login.required',
    last: values.last.trim() ? undefined : 'error.login.required',
    login: EMAIL.test(values.login.trim()) ? undefined : 'error.login.email',
    password: isStrongPassword(values.password) ? undefined : 'error.login.password',
    terms: values.terms ? undefined : 'error.login.required',
  };
  const shown = (name: keyof typeof errors) => (checked ? errors[name] : undefined);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setError(undefined);
    const input = {
      name: fullName(values.first, values.last),
      login: values.login.trim(),
      password: values.password,
    };
    if (Object.values(errors).some(Boolean) || !canRegister(input)) return;
    setBusy(true);
    try {
      await register(sessionStore.erp(locale), input);
      await sessionStore.refresh();
      onRegistered();
    } catch (failure) {
      setError(failure);
      notify('error', intl.formatMessage({ id: 'account.register.error' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ErpErrorMessage error={error} messageId="account.register.error" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="firstname" labelId="account.register.firstname" required errorId={shown('first')}>
          {(field) => (
            <input {...field} autoComplete="given-name" value={values.first} onChange={set('first')} />
          )}
        </FormField>
        <FormField name="lastname" labelId="account.register.lastname" required errorId={shown('last')}>
          {(field) => (
            <input {...field} autoComplete="family-name" value={values.last} onChange={set('last')} />
          )}
        </FormField>
      </div>
      <FormField name="login" labelId="account.address.email" required errorId={shown('login')}>
        {(field) => (
          <input {...field} type="email" autoComplete="email" value={values.login} onChange={set('login')} />
        )}
      </FormField>
      <FormField name="password" labelId="account.login.password" required errorId={shown('password')}>
        {(field) => (
          <>
            <p id="password-rule" className="text-sm">
              {intl.formatMessage(
                { id: 'account.login.password_requirements' },
                { specials: PASSWORD_SPECIALS },
              )}
            </p>
            <PasswordInput
              {...field}
              aria-describedby={[field['aria-describedby'], 'password-rule'].filter(Boolean).join(' ')}
              autoComplete="new-password"
              value={values.password}
              onChange={set('password')}
            />
          </>
        )}
      </FormField>
      <div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="terms"
            checked={values.terms}
            onChange={set('terms')}
            aria-invalid={shown('terms') !== undefined}
            aria-describedby={shown('terms') ? 'terms-error' : undefined}
            className="mt-1"
          />
          <span>
            {intl.formatMessage({ id: 'account.register.accept_terms' }, { link: legalLink('privacy') })}
          </span>
        </label>
        {shown('terms') ? (
          <p id="terms-error" className="text-sm text-red-700">
            {intl.formatMessage({ id: 'error.login.required' })}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={buttonClass('primary', 'md', 'w-full')}
      >
        {intl.formatMessage({ id: 'account.register.sign_up' })}
      </button>
    </form>
  );
}
