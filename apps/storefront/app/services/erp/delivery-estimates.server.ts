import { deliveryEstimates, type DeliveryEstimate } from '~/domain/delivery-estimate';
import type { Locale } from '~/i18n/locales';
import { offerSchema } from '../cart/cart-api';
import { readEach } from '../cart/read-each';
import { logger } from '../observability/logger.server';
import { callErp } from './erp-client.server';

const KEPT_MS = 5 * 60_000;
const known = new Map<Locale, { estimates: DeliveryEstimate[]; until: number }>();

/**
 * The shop's carriers as the ERP describes them (shopinvader_api_delivery_carrier's `GET
 * /delivery_carriers`: name and description, no price without a cart), for the product page. The list
 * is the same for every shopper, so one answer serves all for 5 minutes; but the ERP answers it only to
 * a known partner (signed in or with a cart), so it is asked with the visitor's cookie and, until one
 * such visitor came, nothing is shown. An ERP that refuses or fails costs the estimate only.
 */
export async function loadDeliveryEstimates(
  locale: Locale,
  cookie: string | null,
): Promise<DeliveryEstimate[]> {
  const kept = known.get(locale);
  if (kept && Date.now() < kept.until) return kept.estimates;
  if (!cookie) return kept?.estimates ?? [];
  try {
    const estimates = deliveryEstimates(
      readEach(await callErp('delivery_carriers', { locale, cookie }), offerSchema),
    );
    known.set(locale, { estimates, until: Date.now() + KEPT_MS });
    return estimates;
  } catch (error) {
    logger.debug({ err: error }, 'delivery estimate: the carriers could not be read');
    return kept?.estimates ?? [];
  }
}
