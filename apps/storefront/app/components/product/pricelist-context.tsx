import { createContext, useContext } from 'react';
import { DEFAULT_ROLE } from '~/domain/catalog';

/**
 * The visitor's pricelist (role, SPEC §6). Server-rendered pages carry the default pricelist's prices
 * (DESIGN.md); the session sets the signed-in customer's role here and every price follows it.
 */
const PricelistContext = createContext<string>(DEFAULT_ROLE);

export const PricelistProvider = PricelistContext;

export function usePricelist(): string {
  return useContext(PricelistContext);
}
