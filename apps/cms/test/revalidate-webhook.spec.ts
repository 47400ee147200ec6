import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const { announces } = require('../dist/src/bootstrap/revalidate-webhook.js');

const on = new Date('2026-11-26T10:00:00.000Z');

describe('which events the revalidation webhook announces', () => {
  it('a publication made once the webhook is on', () => {
    assert.equal(announces('entry.publish', { entry: { publishedAt: '2026-11-26T10:00:00.500Z' } }, on), true);
  });

  it('not a publication made before, such as the seed’s, whose event Strapi emits after its commit', () => {
    assert.equal(announces('entry.publish', { entry: { publishedAt: '2026-11-26T09:59:59.900Z' } }, on), false);
  });

  it('an unpublication, and the deletion of a published entry, whenever it was published', () => {
    assert.equal(announces('entry.unpublish', { entry: { publishedAt: null } }, on), true);
    assert.equal(announces('entry.delete', { entry: { publishedAt: '2026-01-01T00:00:00.000Z' } }, on), true);
  });

  it('not the deletion of a draft that was never published', () => {
    assert.equal(announces('entry.delete', { entry: { publishedAt: null } }, on), false);
  });
});
