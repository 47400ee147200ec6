/**
 * Set by the build (vite.config.ts) from STOREFRONT_HYDRATION: true in the variant built with `gate`,
 * which hydrates through React Router's public API alone so that the bench can measure it beside the
 * shop's design (docs/decisions/002-hydration.md). A constant, so the shop's build leaves out what
 * only the variant runs.
 */
declare const __HYDRATION_GATE__: boolean;
