// The hydration designs and settings the bench compares: the shop's design (React Router's scripts
// made inert until the head's trigger runs them) under each SHOP_HYDRATION mode, and the public-API
// variant, its own build (STOREFRONT_HYDRATION=gate), whose client entry holds hydrateRoot behind the
// same trigger logic. Why the shop keeps its design: docs/decisions/002-hydration.md.
import { HYDRATION_MODES } from '../../apps/storefront/app/domain/hydration-mode.ts';
import { GATE_BUILD_DIR } from './build.ts';

/** One variant: its name in the tables, the storefront's settings for it, and whether Lighthouse measures all five pages. */
export interface HydrationVariant {
  name: string;
  env: Record<string, string>;
  allPages: boolean;
}

/** The public-API design, the one compared with the shop's default on every budget. */
export const GATE_VARIANT = 'gate';

export const HYDRATION_VARIANTS: HydrationVariant[] = [
  ...HYDRATION_MODES.map((mode) => ({ name: mode, env: { SHOP_HYDRATION: mode }, allPages: false })),
  { name: GATE_VARIANT, env: { STOREFRONT_BUILD_DIR: GATE_BUILD_DIR }, allPages: true },
];
