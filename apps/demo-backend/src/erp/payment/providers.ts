import type { Database } from '../../db/database.ts';
import { all, one } from '../db.ts';
import { type Lang, translate } from '../http/lang.ts';

type Translations = Partial<Record<Lang, string>>;

export interface ProviderRow {
  id: number;
  code: 'demo_card' | 'custom';
  /** payment.provider's translatable name and pending_msg, in every language. */
  names: Translations;
  pendingMessages: Translations;
  state: string;
  icons: unknown[];
}

interface StoredProvider {
  id: number;
  code: ProviderRow['code'];
  names: string;
  pending_messages: string;
  state: string;
  icons: string;
}

function fromRow(row: StoredProvider): ProviderRow {
  return {
    id: row.id,
    code: row.code,
    names: JSON.parse(row.names) as Translations,
    pendingMessages: JSON.parse(row.pending_messages) as Translations,
    state: row.state,
    icons: JSON.parse(row.icons) as unknown[],
  };
}

export function listProviders(db: Database): ProviderRow[] {
  return all<StoredProvider>(db, 'SELECT * FROM erp_payment_providers ORDER BY id').map(fromRow);
}

export function providerById(db: Database, id: number): ProviderRow | undefined {
  const row = one<StoredProvider>(db, 'SELECT * FROM erp_payment_providers WHERE id = ?', id);
  return row ? fromRow(row) : undefined;
}

/** The message a pending payment returns with, in the shopper's language; null when the provider has none. */
export function pendingMessage(provider: ProviderRow, lang: Lang): string | null {
  return translate(provider.pendingMessages, lang) || null;
}

/** A provider of `payment/methods` (docs/contracts/erp.md#payment-methods), named in the request's language. */
export function providerJson(provider: ProviderRow, lang: Lang) {
  return {
    id: provider.id,
    code: provider.code,
    name: translate(provider.names, lang),
    state: provider.state,
    inline_form_view_rendered: null,
    express_checkout_form_view_rendered: null,
    payment_icons: provider.icons,
  };
}
