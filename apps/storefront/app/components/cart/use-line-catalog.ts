import { useEffect, useState, useSyncExternalStore } from 'react';
import { type TaxBasis, taxBasisFor, withOwnPrices } from '~/domain/cart-amounts';
import { DEFAULT_ROLE } from '~/domain/catalog';
import type { LineProduct } from '~/domain/cart-line-product';
import { useRootData } from '~/hooks/use-root-data';
import { knownLineProducts } from '~/services/cart/line-products-cache';
import { useSession } from '~/services/session/use-session';
import { usePricelistState } from '../product/pricelist-context';
import { useLineProductsReading } from './use-line-products-reading';
import { useWantedPrices } from '../product/shown-price';

const noSubscription = () => () => undefined;

/** The catalogue's side of a page's lines, and the tax basis its amounts are shown on. */
export interface LineCatalog {
  /** The catalogue's product for a line's product id; undefined when unknown or gone. */
  products: ReadonlyMap<number, LineProduct | null>;
  /** Null until the customer and the products are known: amounts wait rather than change basis. */
  basis: TaxBasis | null;
}

/**
 * Reads the products of `productIds` from the storefront (never the ERP, never the search engine) and
 * decides the tax basis from the customer's pricelist in them: the default one the catalogue gives,
 * or a professional customer's own prices, asked for them alone (pages carry no other pricelist). Once decided, later products (a line
 * added) come in without hiding the amounts again; if the storefront cannot answer, lines keep the
 * ERP's names and the amounts show tax included.
 */
export function useLineCatalog(productIds: readonly number[]): LineCatalog {
  const { locale } = useRootData();
  const session = useSession();
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const idsKey = ids.join(',');
  const known = knownLineProducts(locale, ids);
  // The ids whose reading ended, in success or failure: the page then shows what it has.
  const settledKey = useLineProductsReading(locale, idsKey, 'the products of the lines');
  const [decided, setDecided] = useState(false);
  const ready = decided || known.size === ids.length || settledKey === `${locale}:${idsKey}`;

  // A professional customer's prices for these products: the basis waits for them.
  const { pricelist, source } = usePricelistState();
  const professional = pricelist !== DEFAULT_ROLE;
  useWantedPrices(professional ? ids : []);
  const ownPricesState = useSyncExternalStore(
    source?.subscribe ?? noSubscription,
    () => (source ? ids.map((id) => source.entry(id).state).join(',') : ''),
    () => '',
  );
  const ownPricesSettled = !professional || (source !== undefined && !ownPricesState.includes('pending'));

  const basisKnown = ready && !session.loading && ownPricesSettled;
  useEffect(() => {
    if (basisKnown) setDecided(true);
  }, [basisKnown]);

  const products = withOwnPrices(
    [...known.values()].filter((product): product is LineProduct => product !== null),
    pricelist,
    (id) => {
      const own = professional ? source?.entry(id) : undefined;
      return own?.state === 'known' ? own.price : undefined;
    },
  );
  return { products: known, basis: basisKnown ? taxBasisFor(pricelist, products) : null };
}
