import { describe, expect, it } from 'vitest';
import { LANGS } from '../http/lang.ts';
import { storefrontMessages } from '../testing/storefront-messages.ts';
import { type LabelKey, label } from './order-labels.ts';

/** The documents' words that the order page and the cart totals also say, and the page's message ids. */
const PAGE_WORDS: [LabelKey, 'orders' | 'cart', string][] = [
  ['cancel', 'orders', 'sale.status.cancel'],
  ['pending', 'orders', 'sale.status.pending'],
  ['processing', 'orders', 'sale.status.processing'],
  ['delivery_partial', 'orders', 'sale.status.delivery_partial'],
  ['delivery_full', 'orders', 'sale.status.delivery_full'],
  ['product', 'orders', 'picking.product'],
  ['qty', 'orders', 'picking.quantity'],
  ['unitPrice_included', 'orders', 'sale.line.unit_price'],
  ['unitPrice_excluded', 'orders', 'sale.line.unit_price_untaxed'],
  ['amount_included', 'orders', 'sale.line.amount'],
  ['amount_excluded', 'orders', 'sale.line.amount_untaxed'],
  ['subtotal_included', 'cart', 'cart.total.subtotal'],
  ['subtotal_excluded', 'cart', 'cart.total.subtotal_untaxed'],
  ['shipping_included', 'cart', 'cart.total.shipping'],
  ['shipping_excluded', 'cart', 'cart.total.shipping_untaxed'],
  ['free', 'cart', 'cart.delivery.free'],
  ['untaxed', 'cart', 'cart.total.untaxed'],
  ['tax', 'cart', 'cart.total.vat'],
  ['total', 'cart', 'cart.total.title'],
  ['taxIncluded', 'cart', 'cart.total.tax'],
];

describe('order document words', () => {
  it.each(LANGS)('are the words of the shop’s pages in %s', (lang) => {
    for (const [key, file, id] of PAGE_WORDS) {
      // The pages write the carrier into the shipping label; the documents put it after, the same way.
      const page = storefrontMessages(lang, file)[id]?.replace(/\s*\(\{carrier\}\)/, '');
      expect(label(key, lang), `${key} (${id})`).toBe(page);
    }
  });
});
