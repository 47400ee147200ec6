import { useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { Link, useSearchParams } from 'react-router';
import { CheckIcon } from '~/components/account/account-icons';
import { ErpErrorMessage } from '~/components/account/erp-error-message';
import { PasswordInput } from '~/components/account/password-input';
import { FormField } from '~/components/ui/form-field';
import { isStrongPassword, PASSWORD_SPECIALS, passwordsMatch } from '~/domain/registration';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { pageTitle } from '~/i18n/page-title';
import { fetchUser } from '~/services/auth/customer-api';
import { setNewPassword } from '~/services/auth/credentials-api';
import { ErpError } from '~/services/erp/erp-error';
import { sessionStore } from '~/services/session/session';
import { useSession } from '~/services/session/use-session';
import type { Route } from './+types/set-new-password';
import { buttonClass } from '~/components/ui/button-class';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageTitle(matches, 'account.reset.set_new_pswd_title'), { name: 'robots', content: 'noindex' }];
}

/** From the e-mailed link: a new password, typed twice and matching, which also signs the customer in. */
export default function SetNewPasswordPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { locale } = useRootData();
  const { loading } = useSession();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>();
  const weak = !isStrongPassword(password);
  const mismatch = !passwordsMatch(password, repeated);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setError(undefined);
    if (weak || mismatch) return;
    setBusy(true);
    try {
      const erp = sessionStore.erp(locale);
      await setNewPassword(erp, token, password);
      sessionStore.setUser(await fetchUser(erp));
      setDone(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const expired = error instanceof ErpError && error.status === 400;
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">
        {intl.formatMessage({ id: 'account.reset.set_new_pswd_title' })}
      </h1>
      {!token ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3">
          {intl.formatMessage({ id: 'account.reset.missing_token' })}
        </p>
      ) : done ? (
        <div role="status" className="flex items-start gap-2 rounded border border-green-700 bg-green-50 p-3">
          <CheckIcon />
          <div className="space-y-2">
            <p>{intl.formatMessage({ id: 'account.reset.set_new_pswd_success' })}</p>
            <Link to={localePath('/account')} className="font-medium underline">
              {intl.formatMessage({ id: 'account.reset.set_new_pswd_success_link' })}
            </Link>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p>{intl.formatMessage({ id: 'account.reset.set_new_pswd_description' })}</p>
          <ErpErrorMessage
            error={error}
            messageId={expired ? 'error.reset.pswd_something_wrong' : 'error.generic'}
          />
          <p id="new-password-rule" className="text-sm">
            {intl.formatMessage(
              { id: 'account.login.password_requirements' },
              { specials: PASSWORD_SPECIALS },
            )}
          </p>
          <FormField
            name="password"
            labelId="account.reset.new_password"
            required
            errorId={checked && weak ? 'error.login.password' : undefined}
          >
            {(field) => (
              <PasswordInput
                {...field}
                aria-describedby={[field['aria-describedby'], 'new-password-rule'].filter(Boolean).join(' ')}
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </FormField>
          <FormField
            name="repeated"
            labelId="account.reset.repeat_new_password"
            required
            errorId={checked && mismatch ? 'error.reset.pasword_missmatch' : undefined}
          >
            {(field) => (
              <PasswordInput
                {...field}
                autoComplete="new-password"
                value={repeated}
                onChange={(e) => setRepeated(e.target.value)}
              />
            )}
          </FormField>
          <button
            type="submit"
            disabled={busy || loading}
            aria-busy={busy}
            className={buttonClass('primary', 'md', 'w-full')}
          >
            {intl.formatMessage({ id: 'account.reset.set_new_pswd_submit' })}
          </button>
        </form>
      )}
      {!token || expired ? (
        <Link to={localePath('/account/password-reset')} className="inline-block text-sm underline">
          {intl.formatMessage({ id: 'account.reset.request_new' })}
        </Link>
      ) : null}
    </section>
  );
}
