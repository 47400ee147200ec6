import { useIntl } from '~/i18n/intl';
import { Link } from 'react-router';
import { useAccountSections } from '~/components/account/account-nav';
import { LoyaltyCards } from '~/components/account/loyalty-cards';
import { PromoCodes } from '~/components/account/promo-codes';
import { customerExtension } from '~/domain/customer-extension';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { pageTitle } from '~/i18n/page-title';
import { useSessionUser } from '~/services/session/use-session';
import type { Route } from './+types/dashboard';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageTitle(matches, 'account.title'), { name: 'robots', content: 'noindex' }];
}

export default function DashboardPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { erpApi } = useRootData();
  const user = useSessionUser();
  const sections = useAccountSections();
  const pro = user ? customerExtension(user, erpApi.extension) : null;
  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{intl.formatMessage({ id: 'account.title' })}</h1>
        <p>{intl.formatMessage({ id: 'account.dashboard.welcome' }, { name: user?.name ?? '' })}</p>
      </div>
      {pro?.awaitsValidation ? (
        <p data-testid="awaits-validation" className="rounded border-l-4 border-amber-700 bg-amber-50 p-3">
          {intl.formatMessage({ id: 'account.dashboard.awaits_validation' })}{' '}
          <Link to={localePath('/account/profile')} className="underline hover:no-underline">
            {intl.formatMessage({ id: 'account.dashboard.send_documents' })}
          </Link>
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map(({ path, messageId, Icon }) => (
          <li key={path}>
            <Link
              to={localePath(path)}
              className="flex h-full items-center gap-3 rounded-lg border border-black/10 p-4 hover:border-brand-dark hover:bg-lime-50"
            >
              <Icon />
              <span className="font-medium">{intl.formatMessage({ id: messageId })}</span>
            </Link>
          </li>
        ))}
      </ul>
      {pro ? <LoyaltyCards cards={pro.loyaltyCards} /> : null}
      {pro ? <PromoCodes codes={pro.promoCodes} /> : null}
    </section>
  );
}
