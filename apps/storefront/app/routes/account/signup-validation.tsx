import { useEffect, useRef, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { Link, useSearchParams } from 'react-router';
import { CheckIcon, CrossIcon } from '~/components/account/account-icons';
import { Spinner } from '~/components/account/spinner';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { pageTitle } from '~/i18n/page-title';
import { validateEmail } from '~/services/auth/credentials-api';
import { sessionStore } from '~/services/session/session';
import { useSession } from '~/services/session/use-session';
import type { Route } from './+types/signup-validation';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageTitle(matches, 'account.signup_validation.title'), { name: 'robots', content: 'noindex' }];
}

type Outcome = 'validating' | 'validated' | 'invalid';

/** The link of the sign-up e-mail: confirms the address with its token, once the page is interactive. */
export default function SignupValidationPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { locale } = useRootData();
  const { loading, signedIn } = useSession();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? 'validating' : 'invalid');
  // A token works once: it is sent once per page, whatever re-runs the effect.
  const sent = useRef('');

  useEffect(() => {
    if (loading || !token || sent.current === token) return;
    sent.current = token;
    validateEmail(sessionStore.erp(locale), token).then(
      () => setOutcome('validated'),
      () => setOutcome('invalid'),
    );
  }, [loading, token, locale]);

  return (
    <section className="space-y-4 rounded-lg bg-white p-6 text-center shadow">
      <h1 className="text-2xl font-semibold">
        {intl.formatMessage({ id: 'account.signup_validation.title' })}
      </h1>
      {outcome === 'validating' ? <Spinner labelId="account.register.validating" /> : null}
      {outcome === 'validated' ? (
        <div role="status" className="space-y-3">
          <CheckIcon className="mx-auto size-12 text-green-700" />
          <p>{intl.formatMessage({ id: 'account.register.validated' })}</p>
          <Link
            to={localePath(signedIn ? '/account/profile' : '/account/login')}
            className="inline-block font-medium underline"
          >
            {intl.formatMessage({ id: signedIn ? 'account.profile.title' : 'account.login.sign_in' })}
          </Link>
        </div>
      ) : null}
      {outcome === 'invalid' ? (
        <div role="alert" className="space-y-3">
          <CrossIcon className="mx-auto size-12 text-red-700" />
          <p className="font-medium">
            {intl.formatMessage({ id: 'account.register.notification_token_error' })}
          </p>
          <p>{intl.formatMessage({ id: 'account.register.notification_token_error_info' })}</p>
          <Link to={localePath('/')} className="inline-block rounded border border-black/20 px-4 py-2">
            {intl.formatMessage({ id: 'btn.back_to_homepage' })}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
