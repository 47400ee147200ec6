import { useIntl } from '~/i18n/intl';
import { Link } from 'react-router';
import { DocumentUpload } from '~/components/account/document-upload';
import { NewsletterOptIn } from '~/components/account/newsletter-opt-in';
import { ProfileDetailsForm } from '~/components/account/profile-details-form';
import { isActiveCustomer } from '~/domain/user';
import { useLocalePath } from '~/hooks/use-root-data';
import { pageTitle } from '~/i18n/page-title';
import { useSessionUser } from '~/services/session/use-session';
import type { Route } from './+types/profile';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageTitle(matches, 'account.profile.title'), { name: 'robots', content: 'noindex' }];
}

export default function ProfilePage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const user = useSessionUser();
  if (!user) return null;
  const professional = user.customerType === 'therapist' || user.customerType === 'b2b';
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-semibold">{intl.formatMessage({ id: 'account.profile.title' })}</h1>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{intl.formatMessage({ id: 'account.register.customer_type' })}</dt>
        <dd>
          {user.customerType ? intl.formatMessage({ id: `account.register.type.${user.customerType}` }) : ''}
        </dd>
        <dt className="font-medium">{intl.formatMessage({ id: 'account.profile.status' })}</dt>
        <dd data-testid="customer-status">
          {intl.formatMessage({
            id: isActiveCustomer(user) ? 'account.profile.status.active' : 'account.profile.status.pending',
          })}
        </dd>
        {user.companyName ? (
          <>
            <dt className="font-medium">{intl.formatMessage({ id: 'account.register.company_name' })}</dt>
            <dd>{user.companyName}</dd>
          </>
        ) : null}
        {user.vat ? (
          <>
            <dt className="font-medium">{intl.formatMessage({ id: 'account.register.vat' })}</dt>
            <dd>{user.vat}</dd>
          </>
        ) : null}
      </dl>
      <ProfileDetailsForm key={user.login} user={user} />
      <NewsletterOptIn user={user} />
      {professional ? <DocumentUpload /> : null}
      <section aria-labelledby="password-title" className="space-y-2">
        <h2 id="password-title" className="text-xl font-semibold">
          {intl.formatMessage({ id: 'account.profile.changepwd' })}
        </h2>
        <Link
          to={`${localePath('/account/password-reset')}?${new URLSearchParams({ login: user.login })}`}
          className="underline hover:text-brand-dark"
        >
          {intl.formatMessage({ id: 'account.login.forgot_password' })}
        </Link>
      </section>
    </section>
  );
}
