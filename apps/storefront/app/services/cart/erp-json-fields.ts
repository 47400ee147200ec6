import { z } from '~/services/browser-zod';

/*
 * The readers of single values of the ERP's JSON: each takes what the contract says, and turns a value
 * missing or sent oddly into a default instead of failing the answer it is part of.
 */

/** A number the ERP may leave out or send oddly: null then, for the caller to default or work out. */
export const maybeNumber = z
  .number()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);
export const count = z.number().catch(0);
export const text = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);
export const flag = z.boolean().nullish().catch(false).transform(Boolean);
/** Odoo writes an empty reference as `false`. */
export const reference = z.number().int().nullish().catch(null);
/** A list whose items are read one by one (readEach), so that one odd item costs that item. */
export const items = z.array(z.unknown()).nullish().catch(null);
