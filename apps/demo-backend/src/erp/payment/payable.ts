import { jwtVerify, SignJWT } from 'jose';
import type { ErpContext } from '../context.ts';
import { ErpError } from '../http/errors.ts';
import type { Lang } from '../http/lang.ts';
import { CURRENCY_CODE, formatMoney } from '../money.ts';
import { saleAmounts } from '../cart/cart-pricing.ts';
import { type SaleRow, saleLines } from '../cart/sale-repo.ts';

export const CURRENCY_ID = 1;

interface PayableClaims {
  payable_id: number;
  payable_model: 'sale.order';
  payable_reference: string;
  amount: number;
  currency_id: number;
  partner_id: number;
}

function key(ctx: ErpContext): Uint8Array {
  return new TextEncoder().encode(`payable:${ctx.options.secret}`);
}

/** What the order costs: the `amount.total` of its Sale object. */
export function saleTotal(ctx: ErpContext, sale: SaleRow): number {
  return saleAmounts(saleLines(ctx.db, sale.id)).all.total;
}

/** PaymentData of docs/contracts/erp.md#payable: an opaque signed token that lets anyone holding it pay that amount. */
export async function paymentData(ctx: ErpContext, sale: SaleRow, lang: Lang) {
  const amount = saleTotal(ctx, sale);
  const claims: PayableClaims = {
    payable_id: sale.id,
    payable_model: 'sale.order',
    payable_reference: sale.name,
    amount,
    currency_id: CURRENCY_ID,
    partner_id: sale.partner_id,
  };
  const payable = await new SignJWT({ ...claims, company_id: 1, transaction_id: null })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('1d')
    .sign(key(ctx));
  return {
    payable,
    payable_reference: sale.name,
    amount,
    currency_code: CURRENCY_CODE,
    amount_formatted: formatMoney(amount, lang),
  };
}

/** Reads a payable back; a forged, expired or unreadable one is a 403, as in Odoo. */
export async function readPayable(ctx: ErpContext, payable: string): Promise<PayableClaims> {
  try {
    const { payload } = await jwtVerify(payable, key(ctx), { algorithms: ['HS256'] });
    if (typeof payload.payable_id !== 'number' || typeof payload.amount !== 'number')
      throw new Error('bad payable');
    return payload as unknown as PayableClaims;
  } catch {
    throw new ErpError(403, 'Invalid payable');
  }
}
