import type { Carrier } from './cart-types';

/** A carrier's delivery as the ERP itself describes it (issue 44): its name and its own text, e.g. "2-3 working days". */
export interface DeliveryEstimate {
  id: number;
  name: string;
  description: string;
}

/**
 * The carriers whose ERP record says something of their delivery, in the ERP's order. A carrier without
 * a description is left out and no delay is ever computed: the shop shows what the ERP states, never a
 * promise the ERP does not make. An empty list means nothing is shown.
 */
export function deliveryEstimates(
  carriers: readonly Pick<Carrier, 'id' | 'name' | 'description'>[],
): DeliveryEstimate[] {
  return carriers.flatMap(({ id, name, description }) => {
    const text = description?.trim();
    return text && name.trim() ? [{ id, name: name.trim(), description: text }] : [];
  });
}
