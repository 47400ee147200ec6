import { type LineProduct, lineProductsAmong } from './cart-line-product';
import { isSellable, type Product } from './catalog';

/**
 * Quick order (docs/product/screens.md#quick-order): a business customer pastes or uploads lines of
 * SKU and quantity, sees which SKUs the catalogue does not know or cannot sell, and puts the others in
 * the cart at once.
 */

/** The most lines an order takes: a large restock, yet one cart sync and one index request. */
export const QUICK_ORDER_MAX_LINES = 200;

/** The largest quantity of one SKU: a business order's, not a typing slip's. */
export const QUICK_ORDER_QTY_MAX = 100_000;

/**
 * The most characters of pasted text or of an uploaded file: 200 lines of long SKUs and a comment, well
 * below the 64 KB a form may post (domain/request-body-limits.ts).
 */
export const QUICK_ORDER_TEXT_MAX = 24_000;

/** One SKU to order, its quantities summed over the lines that name it. */
export interface QuickOrderEntry {
  sku: string;
  qty: number;
  /** The numbers of the lines (from 1, as an editor counts) that named it. */
  lines: number[];
}

/** A line that could not be read, by its number, with the message id of why. */
export interface QuickOrderProblem {
  line: number;
  text: string;
  message: string;
}

export type QuickOrderRead =
  { entries: QuickOrderEntry[] } | { error: string; problems: QuickOrderProblem[] };

/** First words of a header line, in the four languages and the usual exports' names. */
const HEADER_WORDS =
  /^(sku|skus|code|default_code|ref|reference|référence|referentie|referenz|article|artikel|artikelnummer|item|product|produit|produkt)$/i;

/** The separators of a line, in the order they are tried: a spreadsheet's before a space. */
const SEPARATORS = ['\t', ';', ','] as const;

/** Strips the quotes a spreadsheet's CSV export puts around a field. */
function unquote(field: string): string {
  const trimmed = field.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replace(/""/g, '"').trim()
    : trimmed;
}

/**
 * A line's SKU and quantity as written: `sku,qty`, `sku;qty`, `sku<TAB>qty` (columns after the second
 * are ignored: an export's price or comment) or `sku qty` (the last space splits, so a SKU may hold
 * spaces); a SKU alone is one unit.
 */
export function splitQuickOrderLine(line: string): { sku: string; qty: string | null } {
  const separator = SEPARATORS.find((candidate) => line.includes(candidate));
  if (separator) {
    const [sku = '', qty = ''] = line.split(separator).map(unquote);
    return { sku, qty: qty === '' ? null : qty };
  }
  const match = /^(.*\S)\s+(\S+)$/.exec(line.trim());
  return match ? { sku: unquote(match[1]!), qty: unquote(match[2]!) } : { sku: unquote(line), qty: null };
}

/** A quantity as typed: a whole number from 1 to QUICK_ORDER_QTY_MAX, or the message id of why not. */
function readQuantity(text: string | null): { qty: number } | { message: string } {
  if (text === null) return { qty: 1 };
  if (!/^\d+$/.test(text)) return { message: 'quick_order.errors.quantity_not_number' };
  const qty = Number(text);
  if (qty < 1) return { message: 'quick_order.errors.quantity_zero' };
  if (qty > QUICK_ORDER_QTY_MAX) return { message: 'quick_order.errors.quantity_too_large' };
  return { qty };
}

/**
 * Reads a pasted or uploaded order: blank lines are skipped, and so is a first line that names its
 * columns (`SKU;Quantity`). The same SKU on several lines is ordered once, at the sum of its
 * quantities. Any line that cannot be read fails the whole order, each such line named, so that the
 * customer fixes it rather than orders less than meant.
 */
export function readQuickOrder(text: string): QuickOrderRead {
  if (text.length > QUICK_ORDER_TEXT_MAX) return { error: 'quick_order.errors.too_long', problems: [] };
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((raw, index) => ({ raw: raw.trim(), line: index + 1 }))
    .filter((row) => row.raw !== '');
  const first = rows[0] ? splitQuickOrderLine(rows[0].raw) : null;
  if (first && HEADER_WORDS.test(first.sku) && (first.qty === null || !/^\d+$/.test(first.qty))) rows.shift();
  if (rows.length === 0) return { error: 'quick_order.errors.empty', problems: [] };
  if (rows.length > QUICK_ORDER_MAX_LINES) return { error: 'quick_order.errors.too_many', problems: [] };

  const entries = new Map<string, QuickOrderEntry>();
  const problems: QuickOrderProblem[] = [];
  for (const { raw, line } of rows) {
    const { sku, qty: qtyText } = splitQuickOrderLine(raw);
    if (sku === '') {
      problems.push({ line, text: raw, message: 'quick_order.errors.sku_missing' });
      continue;
    }
    const read = readQuantity(qtyText);
    if ('message' in read) {
      problems.push({ line, text: raw, message: read.message });
      continue;
    }
    const entry = entries.get(sku);
    if (!entry) {
      entries.set(sku, { sku, qty: read.qty, lines: [line] });
    } else if (entry.qty + read.qty > QUICK_ORDER_QTY_MAX) {
      problems.push({ line, text: raw, message: 'quick_order.errors.quantity_too_large' });
    } else {
      entry.qty += read.qty;
      entry.lines.push(line);
    }
  }
  if (problems.length > 0) return { error: 'quick_order.errors.lines', problems };
  return { entries: [...entries.values()] };
}

/** Why a known SKU is not put in the cart. */
type QuickOrderUnavailable = 'out_of_stock' | 'no_price';

/** One SKU of the order as the catalogue answers it. */
export type QuickOrderLine = QuickOrderEntry &
  (
    | { state: 'ready'; product: LineProduct }
    | { state: 'unavailable'; reason: QuickOrderUnavailable; product: LineProduct }
    | { state: 'unknown' }
  );

/**
 * Each SKU against the variants the catalogue found for it: unknown when none has it; unavailable when
 * the shop would not sell it from its page either (out of stock, domain/catalog.ts isSellable) or it
 * has no price; ready otherwise. Unknown and unavailable lines come first: they are what the customer
 * must look at.
 */
export function quickOrderLines(
  entries: readonly QuickOrderEntry[],
  variants: readonly Product[],
): QuickOrderLine[] {
  const bySku = new Map(variants.map((variant) => [variant.sku, variant]));
  const shown = new Map(
    lineProductsAmong(
      variants,
      variants.map((variant) => variant.id),
    ).map((product) => [product.id, product]),
  );
  const lines = entries.map((entry): QuickOrderLine => {
    const variant = bySku.get(entry.sku);
    const product = variant && shown.get(variant.id);
    if (!variant || !product) return { ...entry, state: 'unknown' };
    if (!isSellable(variant.stock))
      return { ...entry, state: 'unavailable', reason: 'out_of_stock', product };
    if (Object.keys(variant.prices).length === 0)
      return { ...entry, state: 'unavailable', reason: 'no_price', product };
    return { ...entry, state: 'ready', product };
  });
  const rank = (line: QuickOrderLine) => (line.state === 'ready' ? 1 : 0);
  return lines.sort((a, b) => rank(a) - rank(b));
}

/**
 * What checking an order answers: the text as the customer sent it (kept in the field whatever
 * happens), and its lines as the catalogue knows them, or the message id of what is wrong and the
 * lines that could not be read.
 */
export type QuickOrderResult =
  | { ok: true; text: string; lines: QuickOrderLine[] }
  | { ok: false; text: string; message: string; problems: QuickOrderProblem[] };
