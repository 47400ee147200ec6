// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeTestRenderer } from '~/routes/route-test-kit';
import { useAccountSections } from './account-nav';

/** What the root loader and the session say: the ERP's modules and API, and who is signed in. */
const shop = vi.hoisted(() => ({
  root: { erpModules: { wishlists: true }, erpApi: { extension: true }, defaultPricelistId: '1' },
  user: null as { customerType: string; role: string } | null,
}));
vi.mock('~/hooks/use-root-data', () => ({ useRootData: () => shop.root }));
vi.mock('~/services/session/use-session', () => ({ useSessionUser: () => shop.user }));

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
  shop.root.erpApi.extension = true;
  shop.user = { customerType: 'b2b', role: 'b2b' };
});

describe("the account's sections", () => {
  it('offer the quick order to a business customer, with the modules the ERP has', async () => {
    expect(await paths()).toEqual(
      expect.arrayContaining(['/account/profile', '/account/wishlists', '/account/quick-order']),
    );
    expect(await paths()).not.toContain('/account/quotations');
  });

  it('do not offer it to other customers, on either ERP', async () => {
    shop.user = { customerType: 'individual', role: 'default' };
    expect(await paths()).not.toContain('/account/quick-order');
    shop.root.erpApi.extension = false;
    shop.user = { customerType: '', role: '1' };
    expect(await paths()).not.toContain('/account/quick-order');
    shop.user = { customerType: '', role: '3' };
    expect(await paths()).toContain('/account/quick-order');
  });
});
