import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import {
  FIELD_DATA_ENDPOINT,
  FIELD_METRICS,
  type FieldMetric,
  fieldRouteOf,
  type FieldValue,
} from '~/domain/field-data';

function isFieldMetric(name: string): name is FieldMetric {
  return (FIELD_METRICS as readonly string[]).includes(name);
}

/**
 * Measures this page load's Web Vitals with the web-vitals library and sends them, named by the
 * route template of the page (its route id, and the catch-all's kind) only, in one beacon each time
 * the page is hidden or left (web-vitals reports INP and CLS then). Each metric's latest value
 * replaces the one still waiting.
 */
export function reportFieldData(routeId: string, kind: unknown): void {
  const route = fieldRouteOf(routeId, kind);
  const waiting = new Map<FieldMetric, FieldValue>();
  const keep = ({ name, value }: Metric) => {
    if (isFieldMetric(name)) waiting.set(name, { name, value });
  };
  const send = () => {
    if (waiting.size === 0) return;
    const body = JSON.stringify({ route, metrics: [...waiting.values()] });
    waiting.clear();
    navigator.sendBeacon(FIELD_DATA_ENDPOINT, body);
  };
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
}
