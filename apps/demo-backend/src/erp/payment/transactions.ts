import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { inTransaction } from '../../db/database.ts';
import type { ErpContext } from '../context.ts';
import { all, one, run } from '../db.ts';
import { ErpError, missing, validationError } from '../http/errors.ts';
import { naiveIso } from '../http/format.ts';
import type { Lang } from '../http/lang.ts';
import { id } from '../http/validation.ts';
import { getSale } from '../cart/sale-repo.ts';
import { confirmCart } from '../sales/order-lifecycle.ts';
import { sendOrderConfirmation } from '../sales/order-mail.ts';
import { escapeHtml, hiddenInputs } from './html.ts';
import { CURRENCY_ID, readPayable, saleTotal } from './payable.ts';
import type { PaymentOutcome } from './payment-page.ts';
import { pendingMessage, providerById, type ProviderRow } from './providers.ts';

export interface TransactionRow {
  id: number;
  reference: string;
  sale_id: number;
  provider_id: number;
  partner_id: number;
  amount: number;
  state: 'draft' | 'pending' | 'done' | 'error';
  token: string;
  frontend_redirect_url: string;
  /** The language of the shopper who started the payment. */
  lang: Lang;
}

export const transactionInputSchema = z
  .object({
    payable: z.string().min(1).max(8192),
    flow: z.literal('redirect'),
    provider_id: id.optional(),
    payment_method_id: id.optional(),
    method_id: id.optional(),
    frontend_redirect_url: z
      .url({ protocol: /^https?$/, error: 'frontend_redirect_url must be an http(s) URL' })
      .max(2048),
  })
  .refine((input) => input.provider_id ?? input.payment_method_id ?? input.method_id, {
    error: 'provider_id is required',
    path: ['provider_id'],
  });

function nextReference(ctx: ErpContext, base: string): string {
  const used = all<{ reference: string }>(
    ctx.db,
    'SELECT reference FROM erp_payment_transactions WHERE reference = ? OR reference LIKE ?',
    base,
    `${base}-%`,
  ).length;
  return used === 0 ? base : `${base}-${used}`;
}

/** Payment returns only go to the storefront: an allow-list of origins keeps this from being an open redirect. */
function checkRedirect(ctx: ErpContext, url: string): void {
  const allowed = ctx.options.redirectOrigins;
  if (!allowed.includes(new URL(url).origin)) {
    throw validationError([
      {
        type: 'value_error',
        loc: ['body', 'frontend_redirect_url'],
        msg: 'frontend_redirect_url is not a storefront URL',
      },
    ]);
  }
}

/** POST payment/transactions (docs/contracts/erp.md#transactions), with a form that posts to this demo backend's provider pages. */
export async function createTransaction(
  ctx: ErpContext,
  input: z.output<typeof transactionInputSchema>,
  baseUrl: string,
  lang: Lang,
) {
  const claims = await readPayable(ctx, input.payable);
  checkRedirect(ctx, input.frontend_redirect_url);
  const providerId = input.provider_id ?? input.payment_method_id ?? input.method_id;
  return inTransaction(ctx.db, () => {
    const provider = providerById(ctx.db, providerId ?? 0);
    if (!provider) throw new ErpError(403, 'This payment provider is not available');
    const sale = getSale(ctx.db, claims.payable_id);
    if (!sale || sale.typology !== 'cart') throw new ErpError(403, 'This order can no longer be paid');
    const token = randomBytes(24).toString('base64url');
    const reference = nextReference(ctx, claims.payable_reference);
    run(
      ctx.db,
      `INSERT INTO erp_payment_transactions
         (reference, sale_id, provider_id, partner_id, amount, state, token, frontend_redirect_url, lang, created_at)
       VALUES (?, ?, ?, ?, ?, 'draft', ?, ?, ?, ?)`,
      reference,
      sale.id,
      provider.id,
      claims.partner_id,
      claims.amount,
      token,
      input.frontend_redirect_url,
      lang,
      naiveIso(),
    );
    const action =
      provider.code === 'custom'
        ? `${baseUrl}/payment/providers/custom/pending`
        : `${baseUrl}/payment/providers/demo/pay`;
    return {
      flow: 'redirect',
      provider_id: provider.id,
      provider_code: provider.code,
      reference,
      amount: claims.amount,
      currency_id: CURRENCY_ID,
      partner_id: claims.partner_id,
      redirect_form_html: `<form method="POST" action="${escapeHtml(action)}">${hiddenInputs({ reference, token })}</form>`,
    };
  });
}

export function transactionByToken(ctx: ErpContext, token: string): TransactionRow {
  const transaction = one<TransactionRow>(
    ctx.db,
    'SELECT * FROM erp_payment_transactions WHERE token = ?',
    token,
  );
  if (!transaction) throw missing();
  return transaction;
}

const STATUS: Record<TransactionRow['state'], PaymentOutcome> = {
  draft: 'error',
  pending: 'pending',
  done: 'success',
  error: 'error',
};

/**
 * Ends a transaction once: a paid cart becomes an order being processed, a pending one an order
 * waiting for payment; a cart that changed since the payment started is not confirmed.
 * Returns where to send the browser.
 */
export function completeTransaction(ctx: ErpContext, token: string, outcome: PaymentOutcome): string {
  const { db } = ctx;
  return inTransaction(db, () => {
    const transaction = transactionByToken(ctx, token);
    const provider = providerById(db, transaction.provider_id) as ProviderRow;
    let state = transaction.state;
    if (state === 'draft') {
      const sale = getSale(db, transaction.sale_id);
      const payable = sale?.typology === 'cart' && saleTotal(ctx, sale) === transaction.amount;
      state = outcome === 'error' || !payable ? 'error' : outcome === 'success' ? 'done' : 'pending';
      if (state !== 'error') {
        confirmCart(db, transaction.sale_id, state === 'done' ? 'processing' : 'pending', provider.id);
        // Odoo's sale module mails the confirmation of a paid order, and of one whose payment is left
        // pending (its payment transaction's _set_pending), with how to pay it.
        sendOrderConfirmation(
          ctx,
          transaction.sale_id,
          transaction.lang,
          state === 'pending' ? { reference: transaction.reference, provider } : null,
        );
      }
      run(db, 'UPDATE erp_payment_transactions SET state = ? WHERE id = ?', state, transaction.id);
    }
    const url = new URL(transaction.frontend_redirect_url);
    url.searchParams.set('status', STATUS[state]);
    url.searchParams.set('reference', transaction.reference);
    const message = state === 'pending' ? pendingMessage(provider, transaction.lang) : null;
    if (message) url.searchParams.set('pending_message', message);
    return url.toString();
  });
}
