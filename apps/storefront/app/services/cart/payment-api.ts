import { z } from '~/services/browser-zod';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';
import { CART_BASE } from './cart-transport';

const payableSchema = z.object({
  payable: z.string(),
  payable_reference: z.string().nullish(),
  amount: z.number(),
  currency_code: z.string().nullish(),
  amount_formatted: z.string().nullish(),
});
export type Payable = z.output<typeof payableSchema>;

const providerSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  state: z.string().nullish(),
  payment_icons: z
    .array(z.object({ name: z.string(), sequence: z.number().nullish(), image: z.string().nullish() }))
    .nullish()
    .catch([])
    .transform((icons) => [...(icons ?? [])].sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0))),
});
export type PaymentProvider = z.output<typeof providerSchema>;

const methodsSchema = z.object({ providers: z.array(providerSchema).catch([]) });

const transactionSchema = z.object({
  flow: z.string().nullish(),
  provider_code: z.string().nullish(),
  reference: z.string().nullish(),
  redirect_form_html: z.string().nullish(),
});
export type PaymentTransaction = z.output<typeof transactionSchema>;

/** SPEC §7 payment calls: the cart's payable, the providers for it, and a redirect transaction. */
export function paymentApi(client: ErpBrowserClient) {
  return {
    async payable(): Promise<Payable> {
      return payableSchema.parse(await client.get(`${CART_BASE}/current/payable`));
    },
    async providers(payable: string): Promise<PaymentProvider[]> {
      return methodsSchema.parse(await client.get('payment/methods', { payable })).providers;
    },
    /** The flow is always redirect (SPEC §7); the provider sends the shopper back to `returnUrl`. */
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
