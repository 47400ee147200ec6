import { describe, expect, it } from 'vitest';
import { metricsText, recordFieldData } from './metrics.server';

// A file of its own: the metrics are never started here, as in a storefront without SHOP_METRICS_PORT.
describe('metrics off', () => {
  it('keep nothing of a field-data beacon', async () => {
    recordFieldData({ route: 'home', metrics: [{ name: 'LCP', value: 1200 }] });
    expect((await metricsText()).body).not.toContain('shop_web_vitals');
  });
});
