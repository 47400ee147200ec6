import { roleOf } from '~/domain/user';
import { useSessionUser } from '~/services/session/use-session';
import { PricelistProvider } from './pricelist-context';

/**
 * Prices follow the signed-in customer's pricelist everywhere (SPEC §6); the server renders the default
 * one, so anonymous pages stay cacheable (DESIGN.md).
 */
export function SessionPricelist({ children }: { children: React.ReactNode }) {
  const role = roleOf(useSessionUser());
  return <PricelistProvider value={role}>{children}</PricelistProvider>;
}
