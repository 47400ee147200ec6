/**
 * The shop's button looks, in one place: a form's or a step's action (`primary`), the other choices
 * beside it (`secondary`), an action set apart in the brand's colour (`outline`) and a bare icon
 * (`icon`). A link that leads somewhere as a button would (after the payment, back to the checkout)
 * takes the same classes. Disabled buttons look disabled whatever their look.
 */
export type ButtonLook = 'primary' | 'secondary' | 'outline' | 'icon';
/** `sm` beside other controls in a line, `md` most actions, `lg` the page's main one; icons pad evenly. */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'icon-sm';

const LOOKS: Record<ButtonLook, string> = {
  primary: 'rounded bg-brand-dark font-medium text-white hover:bg-ink',
  secondary: 'rounded border border-black/30 hover:bg-black/5',
  outline:
    'rounded border border-brand-dark font-medium text-brand-dark hover:bg-brand-dark hover:text-white',
  icon: 'rounded hover:bg-black/5',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-3 py-1 text-sm',
  md: 'px-4 py-2',
  lg: 'px-4 py-3',
  icon: 'p-2',
  'icon-sm': 'p-1',
};

const DISABLED = 'disabled:cursor-not-allowed disabled:opacity-60';

/** The classes of a button (or a link shown as one) of this look and size, then any of the caller's. */
export function buttonClass(look: ButtonLook, size: ButtonSize = 'md', extra?: string): string {
  return [LOOKS[look], SIZES[size], DISABLED, extra].filter(Boolean).join(' ');
}
