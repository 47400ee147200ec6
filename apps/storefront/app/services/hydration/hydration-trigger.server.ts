import type { HydrationMode } from '~/domain/hydration-mode';
import { startOnIntent } from './intent-trigger';
import { TRIGGER_SETTINGS, type TriggerSettings } from './trigger-settings';

/**
 * Brings back what the server made inert (defer-scripts.server.ts): the module preloads, then the
 * scripts in document order. Serialized beside startOnIntent, so it may use nothing from outside.
 */
function reviveScripts(settings: TriggerSettings) {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[rel="${settings.preloadRel}"]`))
    link.rel = 'modulepreload';
  for (const inert of document.querySelectorAll<HTMLScriptElement>(`script[type="${settings.scriptType}"]`)) {
    const script = document.createElement('script');
    script.nonce = inert.nonce;
    if (inert.hasAttribute(settings.moduleAttribute)) script.type = 'module';
    script.text = inert.text;
    inert.replaceWith(script);
  }
}

const TRIGGER_START = `(${startOnIntent.toString()})(${JSON.stringify(TRIGGER_SETTINGS)}, `;
const TRIGGER_END = `, ${reviveScripts.toString()})`;

/**
 * The trigger's code (intent-trigger.ts); `atOnce` when the page's route asks for hydration at once.
 * In `eager` mode every page hydrates at once; in `idle` mode a settled page hydrates by itself.
 */
export const hydrationTriggerSource = (atOnce: boolean, mode: HydrationMode) =>
  `${TRIGGER_START}${atOnce || mode === 'eager'}, ${mode === 'idle'}${TRIGGER_END}`;

/** The inline script that starts hydration, for the page's head. */
export const hydrationTriggerScript = (nonce: string, atOnce: boolean, mode: HydrationMode) =>
  `<script nonce="${nonce}">${hydrationTriggerSource(atOnce, mode)}</script>`;
