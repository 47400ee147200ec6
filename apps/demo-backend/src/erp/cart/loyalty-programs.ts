import type { Database } from '../../db/database.ts';
import type { ProductCatalog } from '../catalog/product-catalog.ts';
import { all, one, run } from '../db.ts';
import { missing, userError } from '../http/errors.ts';
import { LANGS, type Lang, translate } from '../http/lang.ts';
import { formatMoney, formatPercent, roundMoney } from '../money.ts';
import type { LineNames, NewLine } from './sale-repo.ts';

/** sale_loyalty's programs with a code or applied on their own (migration 116), beside the loyalty card. */
export interface ProgramRow {
  id: number;
  names: string;
  code: string | null;
  minimum_amount: number;
  active: number;
}

export interface ProgramRewardRow {
  id: number;
  program_id: number;
  reward_type: 'discount' | 'product';
  discount: number;
  discount_mode: 'percent' | 'per_order';
  /** JSON array of product ids. */
  reward_product_ids: string;
}

export interface ClaimedReward extends ProgramRewardRow {
  free_product_id: number | null;
}

export const programName = (program: ProgramRow, lang: Lang): string =>
  translate(JSON.parse(program.names) as LineNames, lang);

const rewardProductIds = (reward: ProgramRewardRow): number[] =>
  JSON.parse(reward.reward_product_ids) as number[];

export function programByCode(db: Database, code: string): ProgramRow | undefined {
  return one<ProgramRow>(db, 'SELECT * FROM erp_loyalty_programs WHERE code = ? AND active = 1', code);
}

export function programRewards(db: Database, programId: number): ProgramRewardRow[] {
  return all<ProgramRewardRow>(
    db,
    'SELECT * FROM erp_loyalty_program_rewards WHERE program_id = ? ORDER BY id',
    programId,
  );
}

function programReward(db: Database, id: number): ProgramRewardRow | undefined {
  return one<ProgramRewardRow>(db, 'SELECT * FROM erp_loyalty_program_rewards WHERE id = ?', id);
}

function program(db: Database, id: number): ProgramRow {
  return one<ProgramRow>(db, 'SELECT * FROM erp_loyalty_programs WHERE id = ?', id) as ProgramRow;
}

export function claimedRewards(db: Database, saleId: number): ClaimedReward[] {
  return all<ClaimedReward>(
    db,
    `SELECT r.*, s.free_product_id FROM erp_loyalty_program_rewards r
     JOIN erp_sale_rewards s ON s.reward_id = r.id WHERE s.sale_id = ? ORDER BY r.id`,
    saleId,
  );
}

/** The programs whose codes were entered on the sale (Odoo's code_enabled_rule_ids). */
export function enabledPrograms(db: Database, saleId: number): ProgramRow[] {
  return all<ProgramRow>(
    db,
    `SELECT p.* FROM erp_loyalty_programs p JOIN erp_sale_programs s ON s.program_id = p.id
     WHERE s.sale_id = ? ORDER BY p.id`,
    saleId,
  );
}

/** Odoo's program_ids: the programs whose codes were entered or whose rewards were claimed. */
export function salePrograms(db: Database, saleId: number): ProgramRow[] {
  return all<ProgramRow>(
    db,
    `SELECT * FROM erp_loyalty_programs WHERE id IN (
       SELECT program_id FROM erp_sale_programs WHERE sale_id = ?
       UNION SELECT r.program_id FROM erp_loyalty_program_rewards r JOIN erp_sale_rewards s ON s.reward_id = r.id
       WHERE s.sale_id = ?) ORDER BY id`,
    saleId,
    saleId,
  );
}

/** The programs that give the sale its point: automatic ones and those a code opened, past their minimum. */
function pointPrograms(db: Database, saleId: number, productsTotal: number): ProgramRow[] {
  const automatic = all<ProgramRow>(
    db,
    'SELECT * FROM erp_loyalty_programs WHERE code IS NULL AND active = 1 ORDER BY id',
  );
  return [...automatic, ...enabledPrograms(db, saleId)].filter(
    (p) => p.active === 1 && productsTotal > 0 && productsTotal >= p.minimum_amount,
  );
}

/**
 * sale_loyalty's `_get_claimable_rewards`: every reward of the programs that give the sale a point,
 * unless that point was spent on a reward already; no discount on a cart worth nothing.
 */
export function claimableRewards(db: Database, saleId: number, productsTotal: number): ProgramRewardRow[] {
  const spent = new Set(claimedRewards(db, saleId).map((reward) => reward.program_id));
  return pointPrograms(db, saleId, productsTotal)
    .filter((p) => !spent.has(p.id))
    .flatMap((p) => programRewards(db, p.id));
}

/** shopinvader_api_sale_loyalty's LoyaltyRewardResponse; a product reward keeps Odoo's discount defaults. */
export function programRewardJson(db: Database, reward: ProgramRewardRow, lang: Lang) {
  const owner = program(db, reward.program_id);
  return {
    id: reward.id,
    program: { id: owner.id, name: programName(owner, lang) },
    reward_type: reward.reward_type,
    discount: reward.discount || null,
    discount_mode: reward.discount_mode,
    discount_applicability: 'order',
    all_discount_product_ids: [],
    reward_product_ids: rewardProductIds(reward),
  };
}

/** Odoo's reward description, which names the claim's error. */
function description(reward: ProgramRewardRow): string {
  if (reward.reward_type === 'product') return 'Free Product';
  return reward.discount_mode === 'percent'
    ? `${reward.discount}% on your order`
    : `${formatMoney(reward.discount, 'en')} on your order`;
}

/** The API's `_check_free_reward_product`: the chosen free product, or the only one there is. */
function freeProductOf(reward: ProgramRewardRow, productId: number | null | undefined) {
  if (reward.reward_type !== 'product') return null;
  const products = rewardProductIds(reward);
  if (products.length === 0) throw userError('No free products available.');
  if (productId && !products.includes(productId))
    throw userError('Free product not allowed for this reward.');
  if (!productId && products.length > 1)
    throw userError('Several free products available. Please specify one.');
  return productId ?? (products[0] as number);
}

/**
 * The reward wizard's `action_apply`: the reward must be claimable now (its program gives the sale a
 * point not spent yet), else Odoo's "Coupon not found" error.
 */
export function claimReward(
  db: Database,
  saleId: number,
  productsTotal: number,
  rewardId: number,
  freeProductId: number | null | undefined,
): void {
  const reward = programReward(db, rewardId);
  if (!reward) throw missing();
  const freeProduct = freeProductOf(reward, freeProductId);
  if (!claimableRewards(db, saleId, productsTotal).some((r) => r.id === reward.id)) {
    throw userError(`Coupon not found while trying to add the following reward: ${description(reward)}`);
  }
  run(
    db,
    'INSERT INTO erp_sale_rewards (sale_id, reward_id, free_product_id) VALUES (?, ?, ?)',
    saleId,
    reward.id,
    freeProduct,
  );
}

/**
 * The API's `_check_code_and_reward` for a program's code: the program opens on the sale (sale_loyalty's
 * `_try_apply_code`), then the reward asked for, or the only one, is claimed.
 */
export function applyProgramCode(
  db: Database,
  saleId: number,
  productsTotal: number,
  code: ProgramRow,
  input: { reward_id?: number | null; free_product_id?: number | null },
): void {
  if (enabledPrograms(db, saleId).some((p) => p.id === code.id))
    throw userError('This promo code is already applied.');
  if (productsTotal < code.minimum_amount || productsTotal <= 0) {
    throw userError(
      `A minimum of ${formatMoney(code.minimum_amount, 'en')} should be purchased to get the reward`,
    );
  }
  const rewards = programRewards(db, code.id);
  if (rewards.length === 0) throw userError('No reward available for this code.');
  if (input.reward_id && !rewards.some((reward) => reward.id === input.reward_id))
    throw userError('Reward not allowed for this code.');
  if (!input.reward_id && rewards.length > 1)
    throw userError('Several rewards available. Please specify one.');
  run(db, 'INSERT INTO erp_sale_programs (sale_id, program_id) VALUES (?, ?)', saleId, code.id);
  claimReward(
    db,
    saleId,
    productsTotal,
    input.reward_id ?? (rewards[0] as ProgramRewardRow).id,
    input.free_product_id,
  );
}

/**
 * sale_loyalty's `_update_programs_and_rewards`: rewards whose program no longer gives the sale its
 * point (the products fell under its minimum) are taken back.
 */
export function withdrawLapsedRewards(db: Database, saleId: number, productsTotal: number): void {
  const giving = new Set(pointPrograms(db, saleId, productsTotal).map((p) => p.id));
  for (const reward of claimedRewards(db, saleId)) {
    if (!giving.has(reward.program_id)) {
      run(db, 'DELETE FROM erp_sale_rewards WHERE sale_id = ? AND reward_id = ?', saleId, reward.id);
    }
  }
}

const ON_YOUR_ORDER: Record<Lang, string> = {
  fr: 'sur votre commande',
  nl: 'op uw bestelling',
  en: 'on your order',
  de: 'auf Ihre Bestellung',
};

const FREE_PRODUCT: Record<Lang, string> = {
  fr: 'Produit offert',
  nl: 'Gratis product',
  en: 'Free Product',
  de: 'Gratisprodukt',
};

/** A claimed discount as the reward lines take it: named as Odoo describes it, tax included, to the cent. */
export function programDiscount(reward: ProgramRewardRow, productsTotal: number) {
  const percent = reward.discount_mode === 'percent';
  const names: LineNames = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      `${percent ? formatPercent(reward.discount, lang) : formatMoney(reward.discount, lang)} ${ON_YOUR_ORDER[lang]}`,
    ]),
  );
  return { names, amount: roundMoney(percent ? (productsTotal * reward.discount) / 100 : reward.discount) };
}

/** sale_loyalty's free product line: the product at its price with a 100 % discount, so it costs nothing. */
export function freeProductLine(catalog: ProductCatalog, productId: number): NewLine | undefined {
  const product = catalog.findProduct(productId);
  if (!product) return undefined;
  const price = product.prices.default;
  return {
    kind: 'reward',
    productId,
    names: Object.fromEntries(
      LANGS.map((lang) => [lang, `${FREE_PRODUCT[lang]} - ${translate(product.names, lang)}`]),
    ),
    qty: 1,
    unitPrice: price.value,
    taxRate: product.taxRate,
    priceInclude: price.taxIncluded,
    fixedUntaxed: 0,
    fixedTax: 0,
  };
}
