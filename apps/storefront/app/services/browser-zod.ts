import { z } from 'zod';

// The shop's Content-Security-Policy forbids eval. Zod's compiled fast path would first probe with
// `new Function`, which the browser refuses and reports as a policy violation even though zod catches
// it; in the browser, schemas use the interpreted path from the start. The server keeps the compiled
// path (the setting is global, and server code imports some of these modules too).
if (typeof document !== 'undefined') z.config({ jitless: true });

/** Zod for modules whose schemas check data in the browser. */
export { z };
