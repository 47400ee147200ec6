import { useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { Link, useSearchParams } from 'react-router';
import { ErpErrorMessage } from '~/components/account/erp-error-message';
import { FormField } from '~/components/ui/form-field';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { pageTitle } from '~/i18n/page-title';
import { requestPasswordReset } from '~/services/auth/credentials-api';
import { sessionStore } from '~/services/session/session';
import { useSession } from '~/services/session/use-session';
import type { Route } from './+types/password-reset';
import { buttonClass } from '~/components/ui/button-class';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageTitle(matches, 'account.reset.reset_pswd'), { name: 'robots', content: 'noindex' }];
}

/** Asks the ERP to e-mail a reset link; the answer never tells whether the account exists. */
export default function PasswordResetPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { locale } = useRootData();
  const { loading } = useSession();
  const [params] = useSearchParams();
  const [login, setLogin] = useState(params.get('login') ?? '');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<unknown>();
  const [empty, setEmpty] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setEmpty(!login.trim());
    if (!login.trim()) return;
    setBusy(true);
    try {
      await requestPasswordReset(sessionStore.erp(locale), login);
      setSent(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{intl.formatMessage({ id: 'account.reset.reset_pswd' })}</h1>
      {sent ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3">
          {intl.formatMessage({ id: 'account.reset.reset_success' })}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p>{intl.formatMessage({ id: 'account.reset.description' })}</p>
          <ErpErrorMessage error={error} />
          <FormField
            name="login"
            labelId="account.address.email"
            required
            errorId={empty ? 'error.login.required' : undefined}
          >
            {(field) => (
              <input
                {...field}
                type="email"
                autoComplete="email"
                value={login}
                onChange={(e) => setLogin(e.target.value)}
              />
            )}
          </FormField>
          <button
            type="submit"
            disabled={busy || loading}
            aria-busy={busy}
            className={buttonClass('primary', 'md', 'w-full')}
          >
            {intl.formatMessage({ id: 'account.reset.reset_btn' })}
          </button>
        </form>
      )}
      <p className="text-sm">
        <Link to={localePath('/account/login')} className="underline hover:text-brand-dark">
          {intl.formatMessage({ id: 'btn.back' })}
        </Link>
      </p>
    </section>
  );
}
