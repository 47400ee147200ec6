import { siteUrl } from './site-url';

/** What the payment provider sends the shopper back with (docs/contracts/erp.md#payment-return). */
type PaymentStatus = 'success' | 'pending' | 'cancelled';

export interface PaymentReturn {
  status: PaymentStatus;
  /** docs/product/screens.md#routes: success and pending mean the order was placed. */
  completed: boolean;
  reference: string | null;
  /** The provider's instructions for a pending payment, as plain text. */
  pendingMessage: string | null;
}

/** Provider messages may be HTML: only their text is shown, never markup from the address bar. */
function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * Reads `status` from the return address: success and pending complete the order; cancelled, unknown
 * and error keep the cart so the shopper can try again. Undefined when there is no status at all.
 */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn | undefined {
  const raw = params.get('status');
  if (!raw) return undefined;
  const status: PaymentStatus = raw === 'success' || raw === 'pending' ? raw : 'cancelled';
  const message = params.get('pending_message');
  return {
    status,
    completed: status !== 'cancelled',
    reference: params.get('reference'),
    pendingMessage: status === 'pending' && message ? plainText(message) || null : null,
  };
}

/** Where the provider sends the shopper back: the shop's origin and the localised validated page. */
export function frontendRedirectUrl(origin: string, localizedValidatedPath: string): string {
  return siteUrl(origin, localizedValidatedPath);
}
