import { useEffect } from 'react';
import { useIntl } from '~/i18n/intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '~/components/account/login-form';
import { Spinner } from '~/components/account/spinner';
import { afterLoginPath, RETURN_PARAM } from '~/domain/account-guards';
import { isSigninCallback } from '~/domain/identity-settings';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { pageTitle } from '~/i18n/page-title';
import { useSession } from '~/services/session/use-session';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageTitle(matches, 'account.login.title'), { name: 'robots', content: 'noindex' }];
}

export default function LoginPage() {
  const intl = useIntl();
  const { signedIn, loading } = useSession();
  const { auth, locale } = useRootData();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const returnTo = params.get(RETURN_PARAM);
  // Back from the identity provider, the session provider goes on to the page asked for.
  const callback = isSigninCallback(location.search);

  useEffect(() => {
    if (signedIn && !callback) navigate(afterLoginPath(locale, returnTo), { replace: true });
  }, [signedIn, callback, locale, returnTo, navigate]);

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{intl.formatMessage({ id: 'account.login.welcome_back' })}</h1>
      {loading || signedIn ? (
        <Spinner labelId={callback ? 'account.login.processing' : 'account.loading'} />
      ) : (
        <>
          {callback ? (
            <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-sm text-red-800">
              {intl.formatMessage({ id: 'account.login.callback_error' })}
            </p>
          ) : null}
          <p>{intl.formatMessage({ id: 'account.login.description' })}</p>
          <LoginForm returnTo={returnTo} />
          {auth.mode === 'credentials' ? (
            <p className="border-t border-black/10 pt-4 text-sm">
              {intl.formatMessage({ id: 'account.login.not_yet_account' })}{' '}
              <Link
                to={localePath('/account/register')}
                className="font-medium underline hover:text-brand-dark"
              >
                {intl.formatMessage({ id: 'account.login.create_account' })}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
