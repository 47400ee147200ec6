import { describe, expect, it } from 'vitest';
import type { Answer } from './doctor-http';
import { type DialectProbes, describeDialect, generationsSpoken, readDialect, speaks } from './erp-dialect';

const answer = (status: number, body?: unknown): Answer => ({
  status,
  body,
  text: JSON.stringify(body ?? ''),
});
/** A FastAPI 422 as pydantic 2 words it. */
const invalid = (...issues: [type: string, ...loc: (string | number)[]][]) =>
  answer(422, { detail: issues.map(([type, ...loc]) => ({ type, loc, msg: '' })) });
const NOT_FOUND = answer(404, { detail: 'Not Found' });

/** Shopinvader 16.0 as released (docs/contracts/erp.md#generations), without the cart options module. */
const CURRENT: DialectProbes = {
  carrier: invalid(['missing', 'body', 'carrier_id']),
  setCarrier: invalid(['missing', 'body', 'carrier_id']),
  setPickup: invalid(['missing', 'body', 'carrier_id'], ['missing', 'body', 'code']),
  pickups: invalid(
    ['missing', 'query', 'country'],
    ['missing', 'query', 'zip'],
    ['missing', 'query', 'city'],
    ['missing', 'query', 'street'],
  ),
  options: invalid(
    ['int_parsing', 'body', 'transactions', 0, 'product_id'],
    ['float_parsing', 'body', 'transactions', 0, 'qty'],
    ['extra_forbidden', 'body', 'transactions', 0, 'options'],
  ),
};

/** The first FastAPI 16.0 modules, the classic calls: set_carrier only, pick-up points by name and id. */
const CLASSIC: DialectProbes = {
  carrier: NOT_FOUND,
  setCarrier: invalid(['missing', 'body', 'carrier_id']),
  setPickup: invalid(['missing', 'body', 'pickup_site_id']),
  pickups: answer(200, [{ id: 1, name: 'Relais', code: 'R1', partner_id: 9, country_id: 21, carrier_id: 3 }]),
  options: invalid(
    ['int_parsing', 'body', 'transactions', 0, 'product_id'],
    ['float_parsing', 'body', 'transactions', 0, 'qty'],
  ),
};

describe("telling the ERP's Shopinvader generation from answers that change nothing", () => {
  it('current 16.0: carrier and set_carrier, pick-up points near an address, no options module', () => {
    const dialect = readDialect(CURRENT);
    expect(dialect).toEqual({ carrier: true, setCarrier: true, pickups: 'current', cartOptions: false });
    expect(generationsSpoken(dialect)).toEqual(['current']);
    expect(describeDialect(dialect)).toBe(
      'carrier set with carrier and set_carrier; pick-up points near an address, set by carrier_id and code',
    );
  });

  it('classic: set_carrier only, pick-up points by name and id, the options module', () => {
    const dialect = readDialect(CLASSIC);
    expect(dialect).toEqual({ carrier: false, setCarrier: true, pickups: 'classic', cartOptions: true });
    expect(generationsSpoken(dialect)).toEqual(['classic']);
  });

  it('a 16.0 carrier module without the pick-up module speaks both; 18.0 (no set_carrier) only the current', () => {
    const noPickup = { ...CURRENT, setPickup: NOT_FOUND, pickups: NOT_FOUND };
    expect(readDialect(noPickup).pickups).toBe('none');
    expect(generationsSpoken(readDialect(noPickup))).toEqual(['current', 'classic']);
    const eighteen = readDialect({ ...CURRENT, setCarrier: NOT_FOUND });
    expect(speaks(eighteen, 'classic')).toBe(false);
    expect(speaks(eighteen, 'current')).toBe(true);
  });

  it('the route exists when it asks for a session (401) or refuses the body (422, 400); not on 404, 405 or no answer', () => {
    for (const status of [401, 400, 422])
      expect(readDialect({ ...CLASSIC, carrier: answer(status) }).carrier).toBe(true);
    for (const status of [404, 405, 0])
      expect(readDialect({ ...CURRENT, carrier: answer(status) }).carrier).toBe(false);
  });

  it('cannot tell about options when the sync did not answer a validation error', () => {
    expect(readDialect({ ...CURRENT, options: answer(503) }).cartOptions).toBeUndefined();
  });
});
