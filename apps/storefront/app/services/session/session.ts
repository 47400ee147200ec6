import { browserStorage } from './browser-storage';
import { writePricelistHint } from './pricelist-hint-cookie';
import { sessionEvents } from './session-events';
import { createSessionStore } from './session-store';

/** The page's one session. On the server it is never started and reads as "loading, nobody". */
export const sessionStore = createSessionStore({
  storage: browserStorage,
  events: sessionEvents,
  pricelistHint: writePricelistHint,
});
