// What the hydration trigger (intent-trigger.ts) is given: the shop's names and timings, as plain
// data, since the trigger itself is serialized and may use nothing from outside.
import { DEFAULT_ROLE } from '~/domain/catalog';
import { CONSENT_COOKIE } from '~/domain/consent';
import { CLIENT_STATE_COOKIE } from '~/services/session/client-state-cookie';
import { PRICELIST_HINT_COOKIE, PRICELIST_PENDING_ATTRIBUTE } from '~/services/session/pricelist-hint-cookie';
import { NATIVE_FORM_ATTRIBUTE } from './native-form';
import { STEP_DOWN_COMMAND, STEP_UP_COMMAND } from './step-command';
import { DEFERRED_MODULE_ATTRIBUTE, DEFERRED_PRELOAD_REL, DEFERRED_SCRIPT_TYPE } from './inert-scripts';
import { EVENTS_KEPT_FROM_HYDRATION, INTENT_EVENTS } from './trigger-events';

/** How long the page's largest paint must hold, once loaded and painted, before the scripts are fetched. */
export const SETTLE_MS = 1000;

/** The longest a press that started hydration is waited for (its click) before the scripts run. */
export const PRESS_MS = 400;

/** Set on the document element while the visitor's consent cookie exists: the banner stays hidden. */
const CONSENT_GIVEN_ATTRIBUTE = 'data-consent-given';

export interface TriggerSettings {
  events: string[];
  keptFromHydration: string[];
  scriptType: string;
  moduleAttribute: string;
  preloadRel: string;
  consentCookie: string;
  stateCookie: string;
  consentAttribute: string;
  pricelistCookie: string;
  pricelistAttribute: string;
  nativeFormAttribute: string;
  stepUpCommand: string;
  stepDownCommand: string;
  defaultPricelist: string;
  settleMs: number;
  pressMs: number;
}

/** The shop's names and timings, as the trigger is given them. */
export const TRIGGER_SETTINGS: TriggerSettings = {
  events: INTENT_EVENTS,
  keptFromHydration: EVENTS_KEPT_FROM_HYDRATION,
  scriptType: DEFERRED_SCRIPT_TYPE,
  moduleAttribute: DEFERRED_MODULE_ATTRIBUTE,
  preloadRel: DEFERRED_PRELOAD_REL,
  consentCookie: CONSENT_COOKIE,
  stateCookie: CLIENT_STATE_COOKIE,
  consentAttribute: CONSENT_GIVEN_ATTRIBUTE,
  pricelistCookie: PRICELIST_HINT_COOKIE,
  pricelistAttribute: PRICELIST_PENDING_ATTRIBUTE,
  nativeFormAttribute: NATIVE_FORM_ATTRIBUTE,
  stepUpCommand: STEP_UP_COMMAND,
  stepDownCommand: STEP_DOWN_COMMAND,
  defaultPricelist: DEFAULT_ROLE,
  settleMs: SETTLE_MS,
  pressMs: PRESS_MS,
};
