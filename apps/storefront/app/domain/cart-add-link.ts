import { type AddRequest, validateAdd } from './cart-transactions';

const ADD_PARAM = 'add';
const QTY_PARAM = 'qty';

interface AddLink {
  /** The add the link asks for, undefined when it is not valid. */
  request: AddRequest | undefined;
  /** The same query without the link's parameters, for the address bar. */
  rest: URLSearchParams;
}

/**
 * Shareable add-to-cart links (`/cart?add=12&qty=2`, used by e-mail campaigns): the same rule as any
 * add (docs/product/validation.md#cart-changes: a product id and a numeric quantity, 1 by default). Undefined without `add`.
 */
export function readAddLink(params: URLSearchParams): AddLink | undefined {
  if (!params.has(ADD_PARAM)) return undefined;
  const qty = params.get(QTY_PARAM);
  const rest = new URLSearchParams(params);
  rest.delete(ADD_PARAM);
  rest.delete(QTY_PARAM);
  return { request: validateAdd(params.get(ADD_PARAM), qty === null ? undefined : qty), rest };
}
