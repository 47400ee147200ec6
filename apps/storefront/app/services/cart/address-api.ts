import { type Address, type AddressForm, type AddressType, addressBody, toAddress } from '~/domain/address';
import type { Country } from '~/domain/settings';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';

type Raw = Record<string, unknown>;

/** docs/contracts/README.md#erp-calls address calls: the invoicing address is the customer; delivery addresses are extra. */
export function addressApi(client: ErpBrowserClient) {
  const list = async (type: AddressType, countries: readonly Country[]): Promise<Address[]> => {
    const raw = await client.get<Raw[]>(`addresses/${type}`);
    return (Array.isArray(raw) ? raw : []).map((address) => toAddress(address, type, countries));
  };
  return {
    /** The main (invoicing) address first, then the delivery addresses. */
    async all(countries: readonly Country[]): Promise<Address[]> {
      const [invoicing, delivery] = await Promise.all([
        list('invoicing', countries),
        list('delivery', countries),
      ]);
      return [...invoicing, ...delivery];
    },
    /** Updates an address, or creates a delivery address when there is no id. */
    async save(
      type: AddressType,
      id: number | null,
      form: AddressForm,
      countries: readonly Country[],
    ): Promise<Address> {
      const body = addressBody(form);
      const raw = await client.post<Raw>(id === null ? `addresses/${type}` : `addresses/${type}/${id}`, body);
      return toAddress(raw ?? {}, type, countries);
    },
  };
}
