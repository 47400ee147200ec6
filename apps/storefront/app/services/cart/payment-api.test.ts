import { describe, expect, it } from 'vitest';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';
import { paymentApi } from './payment-api';

/** A client that answers every GET with `answer`, as the ERP would. */
const answering = (answer: unknown) =>
  ({ get: async () => answer, post: async () => answer }) as unknown as ErpBrowserClient;

const VISA = { name: 'VISA', sequence: 2, image: 'iVBORw0KGgo=' };
const provider = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  code: `p${id}`,
  name: `Provider ${id}`,
  state: 'enabled',
  payment_icons: [VISA],
  ...extra,
});

describe('payment methods at the edge (docs/contracts/erp.md#payment-methods)', () => {
  const providers = (raw: unknown) => paymentApi(answering(raw)).providers('jwt');

  it('reads the providers and their icons in sequence order', async () => {
    const [first] = await providers({
      providers: [provider(1, { payment_icons: [VISA, { name: 'MC', sequence: 1, image: null }] })],
    });
    expect(first).toMatchObject({ id: 1, name: 'Provider 1', code: 'p1', state: 'enabled' });
    expect(first!.payment_icons.map((icon) => icon.name)).toEqual(['MC', 'VISA']);
  });

  it('an icon without a name keeps the provider’s other icons, and its own picture', async () => {
    const [first] = await providers({
      providers: [provider(1, { payment_icons: [VISA, { sequence: 3, image: 'R0lGOD' }, { sequence: 4 }] })],
    });
    expect(first!.payment_icons).toEqual([
      { name: 'VISA', sequence: 2, image: 'iVBORw0KGgo=' },
      { name: '', sequence: 3, image: 'R0lGOD' },
    ]);
  });

  it('icons that are not a list cost the icons only', async () => {
    const [first] = await providers({ providers: [provider(1, { payment_icons: 'none' })] });
    expect(first).toMatchObject({ id: 1, payment_icons: [] });
  });

  it('a provider without an id is left out, the others are offered; one without a name is named by its code', async () => {
    const found = await providers({
      providers: [provider(1), { name: 'No id' }, provider(3, { name: null })],
    });
    expect(found.map((item) => [item.id, item.name])).toEqual([
      [1, 'Provider 1'],
      [3, 'p3'],
    ]);
  });

  it('an answer without providers offers none', async () => {
    expect(await providers(undefined)).toEqual([]);
    expect(await providers({ providers: 'x' })).toEqual([]);
  });
});

describe('the payable at the edge (docs/contracts/erp.md#payable)', () => {
  it('an odd amount costs the amount; without the token there is nothing to pay', async () => {
    const payable = await paymentApi(
      answering({ payable: 'jwt', amount: '12', amount_formatted: 5 }),
    ).payable();
    expect(payable).toEqual({
      payable: 'jwt',
      payable_reference: null,
      amount: null,
      currency_code: null,
      amount_formatted: null,
    });
    await expect(paymentApi(answering({ amount: 12 })).payable()).rejects.toThrow();
  });

  it('a transaction with odd fields costs those fields', async () => {
    const transaction = await paymentApi(
      answering({ flow: 'redirect', reference: 12, redirect_form_html: '<form>' }),
    ).createTransaction('jwt', 1, 'https://shop.example/checkout/validated');
    expect(transaction).toEqual({
      flow: 'redirect',
      provider_code: null,
      reference: null,
      redirect_form_html: '<form>',
    });
  });
});
