import { data } from 'react-router';
import {
  QUICK_ORDER_TEXT_MAX,
  type QuickOrderProblem,
  type QuickOrderResult,
  quickOrderLines,
  readQuickOrder,
} from '~/domain/quick-order';
import { localeFromPathname } from '~/i18n/locales';
import { logger } from '~/services/observability/logger.server';
import { getVariantsBySkus } from '~/services/search/catalog.server';
import { InvalidDocumentError } from '~/services/search/product-mapper';
import { SearchUnavailableError } from '~/services/search/search-client.server';
import { readForm } from '../read-form.server';

/** The file's text, or the message id of why it cannot be read as an order. */
async function fileText(file: File): Promise<{ text: string } | { error: string }> {
  if (!/\.(csv|txt|tsv)$/i.test(file.name)) return { error: 'quick_order.errors.file_type' };
  if (file.size > QUICK_ORDER_TEXT_MAX) return { error: 'quick_order.errors.too_long' };
  const text = await file.text();
  // A spreadsheet saved in a legacy code page: its accents would not be SKUs the index has.
  if (text.includes('\uFFFD')) return { error: 'quick_order.errors.file_encoding' };
  return { text };
}

/**
 * Checks a quick order (the `lines` field, or an uploaded `file` that replaces it) against the product
 * index; nothing goes to the cart here: the page puts the ready lines in with one cart sync, as the
 * wishlists do. The index is public, so this reads nothing of the customer.
 */
export async function quickOrderAction(request: Request, url: URL) {
  const locale = localeFromPathname(url.pathname);
  const form = await readForm(request);
  const typed = form.get('lines');
  const file = form.get('file');
  let text = typeof typed === 'string' ? typed : '';
  const fail = (message: string, problems: QuickOrderProblem[] = [], status = 400) =>
    data<QuickOrderResult>({ ok: false, text, message, problems }, status);
  if (file instanceof File && file.size > 0) {
    const read = await fileText(file);
    if ('error' in read) return fail(read.error);
    text = read.text;
  }
  const read = readQuickOrder(text);
  if ('error' in read) return fail(read.error, read.problems);
  try {
    const variants = await getVariantsBySkus(
      locale,
      read.entries.map((entry) => entry.sku),
    );
    return data<QuickOrderResult>({ ok: true, text, lines: quickOrderLines(read.entries, variants) });
  } catch (error) {
    if (error instanceof SearchUnavailableError || error instanceof InvalidDocumentError) {
      logger.error({ err: error }, 'quick order: the catalogue could not be read');
      return fail('quick_order.errors.catalogue', [], 503);
    }
    throw error;
  }
}
