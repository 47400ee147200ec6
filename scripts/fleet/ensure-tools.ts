// `npm run test:cluster` and the fleet benchmark need Debian's redis-server, varnish and varnish-modules.
import { ensureFleetTools } from '../lib/fleet.ts';

try {
  ensureFleetTools();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
