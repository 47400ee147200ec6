import type { ErpContext } from '../context.ts';
import { all, one, run } from '../db.ts';
import { userError } from '../http/errors.ts';
import { optionalText } from '../http/validation.ts';

/** shopinvader_api_cart_step's `CartUpdateInput` fields: the step done and the step the shopper goes to. */
export const cartStepFields = {
  current_step: optionalText(64).optional(),
  next_step: optionalText(64).optional(),
};

interface StepRow {
  id: number;
  code: string;
  name: string;
}

/** Whether the ERP has shopinvader_api_cart_step (on the current generation's schemas only). */
function hasCartSteps(ctx: ErpContext): boolean {
  return ctx.options.api !== 'classic' && ctx.options.modules.includes('shopinvader_api_cart_step');
}

/** sale_cart_step's `_cart_step_get_from_code`: an unknown code is a UserError. */
function stepOf(ctx: ErpContext, code: string): StepRow {
  const step = one<StepRow>(ctx.db, 'SELECT id, code, name FROM erp_cart_steps WHERE code = ?', code);
  if (!step) throw userError(`Invalid step code ${code}`);
  return step;
}

/**
 * sale_cart_step's `_cart_step_update_vals`: the current step joins the done ones, the next one becomes
 * the cart's step; either may be left out. Nothing without the module (its fields are not read then).
 */
export function applyCartSteps(
  ctx: ErpContext,
  saleId: number,
  input: { current_step?: string | null; next_step?: string | null },
): void {
  if (!hasCartSteps(ctx)) return;
  if (input.current_step) {
    run(
      ctx.db,
      'INSERT OR IGNORE INTO erp_sale_done_steps (sale_id, step_id) VALUES (?, ?)',
      saleId,
      stepOf(ctx, input.current_step).id,
    );
  }
  if (input.next_step)
    run(
      ctx.db,
      'UPDATE erp_sales SET cart_step_id = ? WHERE id = ?',
      stepOf(ctx, input.next_step).id,
      saleId,
    );
}

/** The module's `Sale.step` and `Sale.done_steps` ({code, name}); nothing without the module. */
export function cartStepsJson(ctx: ErpContext, sale: { id: number; cart_step_id: number | null }) {
  if (!hasCartSteps(ctx)) return {};
  const step =
    sale.cart_step_id === null
      ? undefined
      : one<StepRow>(ctx.db, 'SELECT id, code, name FROM erp_cart_steps WHERE id = ?', sale.cart_step_id);
  const done = all<StepRow>(
    ctx.db,
    `SELECT s.id, s.code, s.name FROM erp_sale_done_steps d JOIN erp_cart_steps s ON s.id = d.step_id
     WHERE d.sale_id = ? ORDER BY s.id`,
    sale.id,
  );
  return {
    step: step ? { code: step.code, name: step.name } : null,
    done_steps: done.map(({ code, name }) => ({ code, name })),
  };
}
