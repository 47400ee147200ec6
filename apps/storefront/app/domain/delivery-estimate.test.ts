import { describe, expect, it } from 'vitest';
import { deliveryEstimates } from './delivery-estimate';

describe('delivery estimate: only what the ERP states (issue 44)', () => {
  it('keeps each described carrier with its own text, in the ERP order', () => {
    expect(
      deliveryEstimates([
        { id: 2, name: 'Express', description: ' Next working day ' },
        { id: 1, name: 'Standard', description: '2-3 working days' },
      ]),
    ).toEqual([
      { id: 2, name: 'Express', description: 'Next working day' },
      { id: 1, name: 'Standard', description: '2-3 working days' },
    ]);
  });

  it('leaves out a carrier whose description is missing or blank, and invents nothing', () => {
    expect(
      deliveryEstimates([
        { id: 1, name: 'Standard', description: null },
        { id: 2, name: 'Pick-up', description: '   ' },
      ]),
    ).toEqual([]);
  });
});
