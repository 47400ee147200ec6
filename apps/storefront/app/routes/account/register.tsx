import { useEffect, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { Link, useNavigate } from 'react-router';
import { CompleteProfileForm } from '~/components/account/complete-profile-form';
import { CheckIcon } from '~/components/account/account-icons';
import { LoginForm } from '~/components/account/login-form';
import { RegisterForm } from '~/components/account/register-form';
import { Spinner } from '~/components/account/spinner';
import { needsRegistration } from '~/domain/user';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { localeFromPathname } from '~/i18n/locales';
import { pageTitle } from '~/i18n/page-title';
import { loadSettings } from '~/services/erp/settings.server';
import { useSession } from '~/services/session/use-session';
import type { Route } from './+types/register';

export async function loader({ request }: Route.LoaderArgs) {
  const settings = await loadSettings(localeFromPathname(new URL(request.url).pathname));
  return { therapistIndustries: settings.therapistIndustries, b2bIndustries: settings.b2bIndustries };
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageTitle(matches, 'account.register.title'), { name: 'robots', content: 'noindex' }];
}

export default function RegisterPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { auth, erpApi } = useRootData();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { user, loading } = useSession();
  const [registered, setRegistered] = useState(false);
  const incomplete = needsRegistration(user, erpApi.extension);

  useEffect(() => {
    if (user && !incomplete) navigate(localePath('/account'), { replace: true });
  }, [user, incomplete, navigate, localePath]);

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{intl.formatMessage({ id: 'account.register.title' })}</h1>
      {registered ? (
        <div role="status" className="flex gap-3 rounded border border-green-700 bg-green-50 p-3">
          <CheckIcon />
          <div>
            <p className="font-medium">
              {intl.formatMessage({ id: 'account.register.notification_registration_thankyou' })}
            </p>
            <p>{intl.formatMessage({ id: 'account.register.notification_email_sent' })}</p>
          </div>
        </div>
      ) : null}
      {loading || (user && !incomplete) ? (
        <Spinner />
      ) : incomplete ? (
        <CompleteProfileForm
          therapistIndustries={loaderData.therapistIndustries}
          b2bIndustries={loaderData.b2bIndustries}
          onCompleted={() => navigate(localePath('/account'), { replace: true })}
        />
      ) : auth.mode === 'oidc' ? (
        <LoginForm />
      ) : (
        <>
          <p>{intl.formatMessage({ id: 'account.register.intro' })}</p>
          <h2 className="font-semibold">{intl.formatMessage({ id: 'account.register.advantages' })}</h2>
          <ul className="list-inside list-disc">
            <li>{intl.formatMessage({ id: 'account.register.advantage_1' })}</li>
            <li>{intl.formatMessage({ id: 'account.register.advantage_2' })}</li>
          </ul>
          <RegisterForm onRegistered={() => setRegistered(true)} />
          <p className="border-t border-black/10 pt-4 text-sm">
            {intl.formatMessage({ id: 'account.register.already_have_account' })}{' '}
            <Link to={localePath('/account/login')} className="font-medium underline hover:text-brand-dark">
              {intl.formatMessage({ id: 'account.login.sign_in' })}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
