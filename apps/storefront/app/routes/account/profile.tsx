import { useIntl } from '~/i18n/intl';
import { Link } from 'react-router';
import { DocumentUpload } from '~/components/account/document-upload';
import { NewsletterOptIn } from '~/components/account/newsletter-opt-in';
import { ProfileDetailsForm } from '~/components/account/profile-details-form';
import { customerExtension } from '~/domain/customer-extension';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { pageTitle } from '~/i18n/page-title';
import { useSessionUser } from '~/services/session/use-session';
import type { Route } from './+types/profile';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageTitle(matches, 'account.profile.title'), { name: 'robots', content: 'noindex' }];
}

export default function ProfilePage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { erpApi } = useRootData();
  const user = useSessionUser();
  if (!user) return null;
  const pro = customerExtension(user, erpApi.extension);
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-semibold">{intl.formatMessage({ id: 'account.profile.title' })}</h1>
      {pro ? (
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{intl.formatMessage({ id: 'account.register.customer_type' })}</dt>
          <dd>
            {pro.customerType ? intl.formatMessage({ id: `account.register.type.${pro.customerType}` }) : ''}
          </dd>
          <dt className="font-medium">{intl.formatMessage({ id: 'account.profile.status' })}</dt>
          <dd data-testid="customer-status">
            {intl.formatMessage({
              id: pro.active ? 'account.profile.status.active' : 'account.profile.status.pending',
            })}
          </dd>
          {pro.companyName ? (
            <>
              <dt className="font-medium">{intl.formatMessage({ id: 'account.register.company_name' })}</dt>
              <dd>{pro.companyName}</dd>
            </>
          ) : null}
          {pro.vat ? (
            <>
              <dt className="font-medium">{intl.formatMessage({ id: 'account.register.vat' })}</dt>
              <dd>{pro.vat}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <ProfileDetailsForm key={user.login} user={user} />
      <NewsletterOptIn user={user} />
      {pro?.sendsDocuments ? <DocumentUpload /> : null}
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
