import { ERP_API_GENERATIONS, type ErpApiGeneration } from '~/domain/erp-api';
import type { Answer } from './doctor-http';

/**
 * Answers to calls that change nothing and tell the Shopinvader generations apart (docs/deploying.md):
 * each is refused before any work, by a route that does not exist (404) or by a strict schema (422).
 */
export interface DialectProbes {
  /** `POST carts/current/carrier {}`: routed by 16.0's carrier module only. */
  carrier: Answer;
  /** `POST carts/current/set_carrier {}`: routed by every 16.0 carrier module, dropped in 18.0. */
  setCarrier: Answer;
  /** `POST carts/current/set_pickup {}`: the missing fields name the body the pick-up module takes. */
  setPickup: Answer;
  /** `GET delivery_pickups` without parameters: a list (by name), or a 422 (an address is required). */
  pickups: Answer;
  /** `POST carts/sync` with a transaction of wrong types carrying `options: null`: is `options` forbidden? */
  options: Answer;
}

type PickupDialect = 'classic' | 'current' | 'none' | 'unknown';

export interface ErpDialect {
  carrier: boolean;
  setCarrier: boolean;
  pickups: PickupDialect;
  /** Whether the cart options module is installed; undefined when the answer did not tell. */
  cartOptions: boolean | undefined;
}

interface Issue {
  type?: string;
  loc?: unknown[];
}

function issues(answer: Answer): Issue[] {
  if (answer.status !== 422 || !answer.body || typeof answer.body !== 'object') return [];
  const detail = (answer.body as { detail?: unknown }).detail;
  return Array.isArray(detail) ? (detail as Issue[]) : [];
}

/** The field names a 422 complains about (the last element of each `loc`). */
export function fieldsOf(answer: Answer): string[] {
  return issues(answer).flatMap((issue) => {
    const last = Array.isArray(issue.loc) ? issue.loc.at(-1) : undefined;
    return typeof last === 'string' ? [last] : [];
  });
}

/** A route answers: anything but "not found" (404, 405) or no answer at all. */
export const routed = (answer: Answer) =>
  answer.status !== 0 && answer.status !== 404 && answer.status !== 405;

function pickupDialect(setPickup: Answer, pickups: Answer): PickupDialect {
  const setFields = fieldsOf(setPickup);
  const searchFields = fieldsOf(pickups);
  if (
    setFields.includes('code') ||
    ['country', 'zip', 'city', 'street'].some((f) => searchFields.includes(f))
  )
    return 'current';
  if (setFields.includes('pickup_site_id') || (pickups.status === 200 && Array.isArray(pickups.body)))
    return 'classic';
  if (!routed(setPickup) && !routed(pickups)) return 'none';
  return 'unknown';
}

export function readDialect(probes: DialectProbes): ErpDialect {
  const optionIssues = issues(probes.options);
  const optionsForbidden = optionIssues.some(
    (issue) => issue.type === 'extra_forbidden' && Array.isArray(issue.loc) && issue.loc.at(-1) === 'options',
  );
  return {
    carrier: routed(probes.carrier),
    setCarrier: routed(probes.setCarrier),
    pickups: pickupDialect(probes.setPickup, probes.pickups),
    cartOptions: optionIssues.length === 0 ? undefined : !optionsForbidden,
  };
}

/** Whether the storefront's calls in `generation` all exist on this ERP. */
export function speaks(dialect: ErpDialect, generation: ErpApiGeneration): boolean {
  const carrier = generation === 'current' ? dialect.carrier : dialect.setCarrier;
  const otherPickups: PickupDialect = generation === 'current' ? 'classic' : 'current';
  return carrier && dialect.pickups !== otherPickups;
}

/** The generations whose calls this ERP answers, the current first. */
export function generationsSpoken(dialect: ErpDialect): ErpApiGeneration[] {
  return [...ERP_API_GENERATIONS].reverse().filter((generation) => speaks(dialect, generation));
}

/** In words: which carrier and pick-up calls the ERP has. */
export function describeDialect(dialect: ErpDialect): string {
  const carrier = [dialect.carrier ? 'carrier' : '', dialect.setCarrier ? 'set_carrier' : '']
    .filter(Boolean)
    .join(' and ');
  const pickups = {
    classic: 'pick-up points by name and id (pickup_site_id)',
    current: 'pick-up points near an address, set by carrier_id and code',
    none: 'no pick-up module',
    unknown: 'a pick-up module of unknown shape',
  }[dialect.pickups];
  return `carrier set with ${carrier || 'no known call'}; ${pickups}`;
}
