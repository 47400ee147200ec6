import { startOnIntent } from './intent-trigger';
import { TRIGGER_SETTINGS } from './trigger-settings';

/**
 * The public-API variant (STOREFRONT_HYDRATION=gate, docs/decisions/002-hydration.md): React Router's
 * scripts arrive and run as it renders them, and its entry (entry.client.tsx) calls `hydrate` at the
 * moment the shop's inline trigger would run them under `idle`: once the page has loaded and its largest
 * paint has held, at the next idle moment, or on the first sign of intent, holding and replaying what is
 * tapped meanwhile (intent-trigger.ts). It differs from the shop's design where the framework gives it
 * no say: taps made before this module runs are not held, the marks the trigger puts on the document
 * for consent and professional prices come only then, and a page whose route asks for hydration at once
 * waits like any other unless the visitor has state in the browser (the server's rendered page is
 * React Router's alone).
 */
export function hydrateThroughGate(hydrate: () => void) {
  startOnIntent(TRIGGER_SETTINGS, false, true, () => hydrate());
}
