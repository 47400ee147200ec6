import { describe, expect, it } from 'vitest';
import type { CartServices } from './cart-runtime';
import { codeChoices } from './code-choices';
import { fromAccountStore, syncAfterSignIn } from './sign-in-sync';

/**
 * An ERP cart as far as codes and line counts go: the merge keeps lines, not codes, and adds the
 * customer's earlier cart (`accountLines`); the customer may not use MARIE15.
 */
function fakeCart(visitorCodes: string[], accountLines: { key: string; qty: number }[] = []) {
  let cart: { promo_codes: string[] } | null = { promo_codes: visitorCodes };
  let lines = [{ key: '7', qty: 2 }];
  const calls: string[] = [];
  const services = {
    engine: {
      getState: () => ({ cart, lines }),
      sync: async () => {
        calls.push('sync');
        if (cart && calls.filter((call) => call === 'sync').length === 1) {
          cart = { promo_codes: [] };
          lines = [...lines, ...accountLines];
        }
      },
      acceptCart: (next: { promo_codes: string[] } | null) => (cart = next),
    },
    cartApi: {
      applyCoupon: async (code: string, choice?: object) => {
        calls.push(choice ? `coupon ${code} ${JSON.stringify(choice)}` : `coupon ${code}`);
        if (code === 'MARIE15') throw new Error('400 This code is not for you');
        return { promo_codes: [...(cart?.promo_codes ?? []), code] };
      },
    },
  };
  return { services: services as unknown as CartServices, calls, cart: () => cart };
}

describe('syncAfterSignIn: promo codes survive the sign-in merge', () => {
  it('applies a code that gave a choice again with the reward and free product chosen', async () => {
    codeChoices.remember('gift', { reward_id: 12, free_product_id: 21 });
    const fake = fakeCart(['GIFT', 'WELCOME10']);
    await syncAfterSignIn(fake.services);
    expect(fake.calls).toEqual([
      'sync',
      'coupon GIFT {"reward_id":12,"free_product_id":21}',
      'coupon WELCOME10',
    ]);
    codeChoices.remember('GIFT', undefined);
    expect(codeChoices.of('gift')).toBeUndefined();
  });

  it('applies again each code the visitor had, after the merged cart is in', async () => {
    const fake = fakeCart(['WELCOME10', 'SPRING5']);
    expect(await syncAfterSignIn(fake.services)).toEqual({ refused: [], fromAccount: null });
    expect(fake.calls).toEqual(['sync', 'coupon WELCOME10', 'coupon SPRING5']);
    expect(fake.cart()?.promo_codes).toEqual(['WELCOME10', 'SPRING5']);
  });

  it('reports a code the ERP refuses for this customer, keeps the others, and reads the cart again', async () => {
    const fake = fakeCart(['MARIE15', 'WELCOME10']);
    expect(await syncAfterSignIn(fake.services)).toEqual({ refused: ['MARIE15'], fromAccount: null });
    expect(fake.calls).toEqual(['sync', 'coupon MARIE15', 'coupon WELCOME10', 'sync']);
  });

  it('asks the ERP nothing when the cart had no code', async () => {
    const fake = fakeCart([]);
    expect(await syncAfterSignIn(fake.services)).toEqual({ refused: [], fromAccount: null });
    expect(fake.calls).toEqual(['sync']);
  });
});

describe("syncAfterSignIn: the customer's earlier cart", () => {
  it('reports what the merge added to the visitor’s lines', async () => {
    const fake = fakeCart([], [{ key: '9', qty: 3 }]);
    expect(await syncAfterSignIn(fake.services)).toEqual({
      refused: [],
      fromAccount: { added: new Map([['9', 3]]), count: 3 },
    });
    // Kept for the cart and checkout pages to say, until the shopper decides.
    expect(fromAccountStore.get()).toEqual({ added: new Map([['9', 3]]), count: 3 });
    fromAccountStore.set(null);
  });
});
