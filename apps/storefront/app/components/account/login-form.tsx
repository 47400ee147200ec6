import { useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { afterLoginPath } from '~/domain/account-guards';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { sessionStore } from '~/services/session/session';
import { ErpErrorMessage } from './erp-error-message';
import { FormField } from '../ui/form-field';
import { PasswordInput } from './password-input';
import { buttonClass } from '~/components/ui/button-class';

interface LoginFormProps {
  /** Where to go once signed in; the account when absent. Ignored when `onSignedIn` is given. */
  returnTo?: string | null;
  /** Called instead of navigating, e.g. by the checkout to move on to its next step. */
  onSignedIn?: () => void;
}

const button = buttonClass('primary', 'md', 'w-full disabled:cursor-wait');

/**
 * Sign-in, reusable (login page, checkout's first step). Credentials mode asks for login and password;
 * identity-provider mode sends the customer to the provider and back to `returnTo`.
 */
export function LoginForm({ returnTo, onSignedIn }: LoginFormProps) {
  const { auth } = useRootData();
  return auth.mode === 'oidc' ? (
    <ProviderLogin returnTo={returnTo} />
  ) : (
    <CredentialsLogin returnTo={returnTo} onSignedIn={onSignedIn} />
  );
}

function ProviderLogin({ returnTo }: LoginFormProps) {
  const intl = useIntl();
  const location = useLocation();
  const { locale } = useRootData();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const go = () => {
    setBusy(true);
    setError(undefined);
    // The checkout comes back to itself; the login page to the page the customer wanted.
    const target =
      returnTo ??
      (location.pathname.endsWith('/account/login') ? afterLoginPath(locale, null) : location.pathname);
    sessionStore.signInWithProvider(target).catch((failure: unknown) => {
      setError(failure);
      setBusy(false);
    });
  };
  return (
    <div className="space-y-4">
      <p>{intl.formatMessage({ id: 'account.login.provider_intro' })}</p>
      <ErpErrorMessage error={error} messageId="account.login.provider_error" />
      <button type="button" onClick={go} disabled={busy} aria-busy={busy} className={button}>
        {intl.formatMessage({ id: 'account.login.provider_button' })}
      </button>
    </div>
  );
}

function CredentialsLogin({ returnTo, onSignedIn }: LoginFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { locale } = useRootData();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [wrong, setWrong] = useState(false);
  const [error, setError] = useState<unknown>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setWrong(false);
    setError(undefined);
    if (!login.trim() || !password) {
      setWrong(true);
      return;
    }
    setBusy(true);
    try {
      const signedIn = await sessionStore.login(login.trim(), password);
      if (!signedIn) setWrong(true);
      else if (onSignedIn) onSignedIn();
      else navigate(afterLoginPath(locale, returnTo), { replace: true });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const resetLink = `${localePath('/account/password-reset')}${login.trim() ? `?${new URLSearchParams({ login: login.trim() })}` : ''}`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {wrong ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-sm text-red-800">
          {intl.formatMessage({ id: 'error.login.unable_to_login' })}
        </p>
      ) : null}
      <ErpErrorMessage error={error} />
      <FormField name="login" labelId="account.address.email" required>
        {(field) => (
          <input
            {...field}
            type="email"
            autoComplete="username"
            value={login}
            onChange={(event) => setLogin(event.target.value)}
          />
        )}
      </FormField>
      <FormField name="password" labelId="account.login.password" required>
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <p className="text-sm">
        <Link to={resetLink} className="underline hover:text-brand-dark">
          {intl.formatMessage({ id: 'account.login.forgot_password' })}
        </Link>
      </p>
      <button type="submit" disabled={busy} aria-busy={busy} className={button}>
        {intl.formatMessage({ id: busy ? 'account.login.signing_in' : 'account.login.sign_in' })}
      </button>
    </form>
  );
}
