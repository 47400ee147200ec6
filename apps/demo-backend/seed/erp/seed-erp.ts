import { inTransaction, type Database } from '../../src/db/database.ts';
import { hashPassword } from '../../src/erp/auth/passwords.ts';
import { recomputeCart } from '../../src/erp/cart/cart-pricing.ts';
import { applyDelta } from '../../src/erp/cart/cart-sync.ts';
import { createCart } from '../../src/erp/cart/sale-repo.ts';
import type { ProductCatalog } from '../../src/erp/catalog/product-catalog.ts';
import { searchProductCatalog } from '../../src/erp/catalog/search-product-catalog.ts';
import { one, run } from '../../src/erp/db.ts';
import { naiveIso } from '../../src/erp/http/format.ts';
import { getPartner, type PartnerRow } from '../../src/erp/partners/partner-repo.ts';
import { confirmCart, setOrderState } from '../../src/erp/sales/order-lifecycle.ts';
import { ensureDemoCatalogue } from '../../src/search/index.ts';
import {
  CARRIER_TAX_RATE,
  CARRIERS,
  LOYALTY_REWARDS,
  PAYMENT_PROVIDERS,
  PICKUP_SITES,
  PROMO_CODES,
} from './catalog-data.ts';
import {
  CUSTOMERS,
  DEMO_PASSWORD,
  PAST_ORDERS,
  type SeedAddress,
  type SeedCustomer,
} from './customer-data.ts';
import { RESELLERS } from './reseller-data.ts';

const SEED_KEY = 'erp.demo_seed';

function providerId(code: (typeof PAYMENT_PROVIDERS)[number]['code']): number {
  const provider = PAYMENT_PROVIDERS.find((candidate) => candidate.code === code);
  if (!provider) throw new Error(`no payment provider ${code}`);
  return provider.id;
}
const DAY_MS = 24 * 3600 * 1000;

function insertAddress(
  db: Database,
  kind: 'customer' | 'delivery' | 'dropoff',
  address: SeedAddress,
  parentId: number | null,
): number {
  return run(
    db,
    `INSERT INTO erp_partners (kind, parent_id, name, street, zip, city, country_id, phone, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    kind,
    parentId,
    address.name,
    address.street,
    address.zip,
    address.city,
    address.country_id,
    address.phone ?? null,
    naiveIso(),
  );
}

function seedShop(db: Database): void {
  for (const c of CARRIERS) {
    run(
      db,
      'INSERT INTO erp_carriers (id, code, names, descriptions, product_id, with_dropoff_site, prices, free_over, tax_rate) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      c.id,
      c.code,
      JSON.stringify(c.names),
      JSON.stringify(c.descriptions),
      c.product_id,
      c.with_dropoff_site ? 1 : 0,
      JSON.stringify(c.prices),
      'free_over' in c ? JSON.stringify(c.free_over) : null,
      CARRIER_TAX_RATE,
    );
  }
  for (const site of PICKUP_SITES) {
    const partnerId = insertAddress(db, 'dropoff', site, null);
    run(
      db,
      'UPDATE erp_partners SET latitude = ?, longitude = ? WHERE id = ?',
      site.latitude,
      site.longitude,
      partnerId,
    );
    run(
      db,
      'INSERT INTO erp_pickup_sites (id, carrier_id, code, partner_id, attendances) VALUES (?, ?, ?, ?, ?)',
      site.id,
      site.carrier_id,
      site.code,
      partnerId,
      JSON.stringify(site.attendances),
    );
  }
  for (const p of PAYMENT_PROVIDERS) {
    run(
      db,
      'INSERT INTO erp_payment_providers (id, code, names, state, pending_messages, icons) VALUES (?, ?, ?, ?, ?, ?)',
      p.id,
      p.code,
      JSON.stringify(p.names),
      p.state,
      JSON.stringify(p.pending_messages),
      JSON.stringify(p.icons),
    );
  }
  for (const code of PROMO_CODES) {
    run(
      db,
      'INSERT INTO erp_promo_codes (code, discount, discount_mode) VALUES (?, ?, ?)',
      code.code,
      code.discount,
      code.discount_mode,
    );
  }
  for (const r of LOYALTY_REWARDS) {
    run(
      db,
      'INSERT INTO erp_loyalty_rewards (id, discount, required_points) VALUES (?, ?, ?)',
      r.id,
      r.discount,
      r.required_points,
    );
  }
  for (const r of RESELLERS) {
    run(
      db,
      `INSERT INTO erp_resellers (id, name, street, zip, city, phone, email, country_id, industry_therapist, industry_b2b, latitude, longitude)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      r.id,
      r.name,
      r.street,
      r.zip,
      r.city,
      r.phone,
      r.email,
      r.country_id,
      r.industry_therapist ? 1 : 0,
      r.industry_b2b ? 1 : 0,
      r.latitude,
      r.longitude,
    );
  }
}

function seedCustomer(
  db: Database,
  catalog: ProductCatalog,
  customer: SeedCustomer,
  passwordHash: string,
): void {
  const id = insertAddress(db, 'customer', customer.address, null);
  run(
    db,
    `UPDATE erp_partners SET email = ?, login = ?, password_hash = ?, mail_verified = 1, lang = ?, title_id = ?,
       customer_type = ?, customer_status = ?, pricelist = ?, company_name = ?, business_number = ?, vat = ?, has_vat = ?,
       is_settled = ?, industry_therapist = ?, industry_b2b = ?, opt_in = ?, company_type = ?
     WHERE id = ?`,
    customer.login,
    customer.login,
    passwordHash,
    customer.lang,
    customer.title_id ?? null,
    customer.customer_type,
    customer.customer_status,
    customer.pricelist,
    customer.company_name ?? null,
    customer.business_number ?? null,
    customer.vat ?? null,
    customer.vat ? 1 : 0,
    customer.is_settled ? 1 : 0,
    customer.industry_therapist ?? null,
    customer.industry_b2b ?? null,
    customer.opt_in ? 1 : 0,
    customer.company_name ? 'company' : 'person',
    id,
  );
  const deliveryIds = customer.delivery.map((address) => insertAddress(db, 'delivery', address, id));
  if (customer.loyalty) {
    run(
      db,
      'INSERT INTO erp_loyalty_cards (partner_id, code, points) VALUES (?, ?, ?)',
      id,
      customer.loyalty.code,
      customer.loyalty.points,
    );
  }
  if (customer.personalPromo) {
    run(
      db,
      "INSERT INTO erp_promo_codes (code, discount, discount_mode, partner_id) VALUES (?, ?, 'percent', ?)",
      customer.personalPromo.code,
      customer.personalPromo.discount,
      id,
    );
  }
  const partner = getPartner(db, id) as PartnerRow;
  for (const order of PAST_ORDERS) {
    const at = new Date(Date.now() - order.daysAgo * DAY_MS);
    const cart = createCart(db, partner);
    for (const [productId, qty] of order.lines) applyDelta(db, cart.id, productId, '{}', qty);
    run(
      db,
      'UPDATE erp_sales SET carrier_id = 1, shipping_partner_id = ? WHERE id = ?',
      deliveryIds[0] ?? id,
      cart.id,
    );
    recomputeCart({ db, catalog }, cart.id);
    // Cancelled orders were never paid: they were waiting for a wire transfer.
    const paidByCard = order.state !== 'pending' && order.state !== 'cancel';
    confirmCart(
      db,
      cart.id,
      paidByCard ? 'processing' : 'pending',
      providerId(paidByCard ? 'demo_card' : 'custom'),
    );
    if (order.state !== 'pending' && order.state !== 'processing')
      setOrderState(db, cart.id, order.state, at);
    run(db, 'UPDATE erp_sales SET date_order = ? WHERE id = ?', naiveIso(at), cart.id);
    run(db, 'UPDATE erp_invoices SET date = ? WHERE sale_id = ?', naiveIso(at), cart.id);
  }
}

/**
 * Loads the ERP demo data once: carriers, pick-up sites, payment providers, promotions, resellers and
 * the demo customers with their orders. Returns false when it was already there.
 */
export async function seedErpDemoData(db: Database): Promise<boolean> {
  if (one(db, 'SELECT 1 FROM meta WHERE key = ?', SEED_KEY)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return inTransaction(db, () => {
    if (one(db, 'SELECT 1 FROM meta WHERE key = ?', SEED_KEY)) return false;
    // The past orders are of catalogue products, and the search area seeds the catalogue only later,
    // when its routes register (src/main.ts seeds the ERP before building the app).
    ensureDemoCatalogue(db);
    const catalog = searchProductCatalog(db);
    // A catalogue change that drops a product must fail here, not leave unpriced orders behind.
    const unknown = PAST_ORDERS.flatMap((order) => order.lines.map(([productId]) => productId)).filter(
      (productId) => !catalog.findProduct(productId),
    );
    if (unknown.length > 0)
      throw new Error(`past order products not in the catalogue: ${unknown.join(', ')}`);
    seedShop(db);
    for (const customer of CUSTOMERS) seedCustomer(db, catalog, customer, passwordHash);
    run(db, 'INSERT INTO meta (key, value) VALUES (?, ?)', SEED_KEY, naiveIso());
    return true;
  });
}
