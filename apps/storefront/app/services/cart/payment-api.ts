import { z } from '~/services/browser-zod';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';
import { CART_BASE } from './cart-transport';
import { readEach } from './read-each';

const text = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

/** The payable token is what the payment is made on: without it there is nothing to pay. */
const payableSchema = z.object({
  payable: z.string().min(1),
  payable_reference: text,
  amount: z
    .number()
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  currency_code: text,
  amount_formatted: text,
});
export type Payable = z.output<typeof payableSchema>;

/** A card brand a provider accepts; one without a picture is shown by name, one with neither is left out. */
const iconSchema = z
  .object({ name: z.string().catch(''), sequence: z.number().catch(0), image: text })
  .refine((icon) => icon.name !== '' || icon.image !== null);

const providerSchema = z
  .object({
    id: z.number(),
    name: z.string().catch(''),
    code: z.string().catch(''),
    state: text,
    // Upstream declares the icons optional: a provider without any is still one to pay with.
    payment_icons: z
      .unknown()
      .optional()
      .transform((icons) => readEach(icons, iconSchema).sort((a, b) => a.sequence - b.sequence)),
  })
  // A provider needs a label to be chosen: its code stands in for a missing name.
  .transform((provider) => ({ ...provider, name: provider.name || provider.code }));
export type PaymentProvider = z.output<typeof providerSchema>;

const methodsSchema = z
  .object({ providers: z.unknown().transform((providers) => readEach(providers, providerSchema)) })
  .catch({ providers: [] });

const transactionSchema = z.object({
  flow: text,
  provider_code: text,
  reference: text,
  redirect_form_html: text,
});
type PaymentTransaction = z.output<typeof transactionSchema>;

/** docs/contracts/README.md#erp-calls payment calls: the cart's payable, the providers for it, and a redirect transaction. */
export function paymentApi(client: ErpBrowserClient) {
  return {
    async payable(): Promise<Payable> {
      return payableSchema.parse(await client.get(`${CART_BASE}/current/payable`));
    },
    async providers(payable: string): Promise<PaymentProvider[]> {
      return methodsSchema.parse(await client.get('payment/methods', { payable })).providers;
    },
    /** The flow is always redirect (docs/contracts/README.md#erp-calls); the provider sends the shopper back to `returnUrl`. */
    async createTransaction(
      payable: string,
      providerId: number,
      returnUrl: string,
    ): Promise<PaymentTransaction> {
      return transactionSchema.parse(
        await client.post('payment/transactions', {
          payable,
          flow: 'redirect',
          provider_id: providerId,
          frontend_redirect_url: returnUrl,
          provider_input: [],
        }),
      );
    },
  };
}
