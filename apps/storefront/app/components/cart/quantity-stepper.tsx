import { useId, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { STEP_DOWN_COMMAND, STEP_UP_COMMAND } from '~/services/hydration/step-command';

interface QuantityStepperProps {
  value: number;
  onChange: (qty: number) => void;
  /** The smallest quantity the buttons and the field accept. */
  min?: number;
  max?: number;
  /** Names the product in the labels, so that screen readers know which line it changes. */
  productName: string;
  disabled?: boolean;
}

const BUTTON =
  'flex size-9 items-center justify-center rounded border border-black/30 text-lg hover:bg-black/5 disabled:opacity-40';

/**
 * − / field / +: the buttons change the quantity at once; a typed quantity counts when the field is
 * left or Enter is pressed, so that typing "12" does not first send 1. The buttons name the field with
 * a step command, so that a tap before hydration shows its step at once (step-command.ts).
 */
export function QuantityStepper({
  value,
  onChange,
  min = 0,
  max = 9999,
  productName,
  disabled = false,
}: QuantityStepperProps) {
  const intl = useIntl();
  const id = useId();
  // What the shopper is typing; null when not typing, so the field follows the cart's quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const t = (key: string) => intl.formatMessage({ id: key }, { name: productName });

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number(draft);
    if (draft.trim() === '' || !Number.isFinite(typed)) return;
    const qty = Math.min(max, Math.max(min, Math.round(typed)));
    if (qty !== value) onChange(qty);
  };

  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={BUTTON}
        aria-label={t('cart.quantity.decrease')}
        command={STEP_DOWN_COMMAND}
        commandfor={id}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={id} className="sr-only">
        {t('cart.quantity.label')}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className="w-16 rounded border border-black/30 px-2 py-1.5 text-center"
      />
      <button
        type="button"
        className={BUTTON}
        aria-label={t('cart.quantity.increase')}
        command={STEP_UP_COMMAND}
        commandfor={id}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
