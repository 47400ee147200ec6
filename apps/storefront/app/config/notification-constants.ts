/** Toasts stay 5000 ms at the bottom right (docs/product/constants.md#interface). */
export const NOTIFICATION_DURATION_MS = 5000;
