import { createContext, useContext } from 'react';
import { DEFAULT_ROLE } from '~/domain/catalog';
import type { PriceSource } from '~/services/pricelist/price-source';

export interface PricelistState {
  /** The visitor's pricelist (role, docs/product/roles.md#pricelists): the signed-in customer's, else the default one. */
  pricelist: string;
  /**
   * A professional customer's own prices, once their code has loaded (or a source that fails, while
   * the ERP cannot say who is signed in); undefined for the default pricelist.
   */
  source: PriceSource | undefined;
}

/**
 * The visitor's pricelist and, for a professional customer, their prices. Pages carry the default
 * pricelist's prices only (docs/architecture.md#prices-in-shared-pages); session-pricelist.tsx sets the rest from the session, and
 * shown-price.ts says what each price shows.
 */
const PricelistContext = createContext<PricelistState>({ pricelist: DEFAULT_ROLE, source: undefined });

export const PricelistProvider = PricelistContext;

export function usePricelistState(): PricelistState {
  return useContext(PricelistContext);
}
