// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeTestRenderer } from '~/routes/route-test-kit';
import { useAccountSections } from './account-nav';

const root = vi.hoisted(() => ({
  erpModules: { wishlists: true } as Record<string, boolean>,
  erpApi: { extension: true },
  defaultPricelistId: '1',
}));
vi.mock('~/hooks/use-root-data', () => ({
  useRootData: () => root,
  useLocalePath: () => (path: string) => `/en${path}`,
}));
const session = vi.hoisted(() => ({ user: null as { customerType: string; role: string } | null }));
vi.mock('~/services/session/use-session', () => ({ useSessionUser: () => session.user }));

function Paths() {
  return (
    <p>
      {useAccountSections()
        .map((section) => section.path)
        .join(' ')}
    </p>
  );
}
const render = routeTestRenderer([{ path: '/en/account', Component: Paths }]);
const paths = async () => (await render('/en/account')).textContent?.split(' ') ?? [];

beforeEach(() => {
  root.erpApi.extension = true;
  session.user = { customerType: 'b2b', role: 'b2b' };
});

describe("the account's sections", () => {
  it('offer the quick order to a business customer, with the modules the ERP has', async () => {
    expect(await paths()).toEqual(
      expect.arrayContaining(['/account/profile', '/account/wishlists', '/account/quick-order']),
    );
    expect(await paths()).not.toContain('/account/quotations');
  });

  it('do not offer it to other customers, on either ERP', async () => {
    session.user = { customerType: 'individual', role: 'default' };
    expect(await paths()).not.toContain('/account/quick-order');
    root.erpApi.extension = false;
    session.user = { customerType: '', role: '1' };
    expect(await paths()).not.toContain('/account/quick-order');
    session.user = { customerType: '', role: '3' };
    expect(await paths()).toContain('/account/quick-order');
  });
});
