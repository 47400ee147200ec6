import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import { admin, adminToken, getOk, type Json } from '../support/api.ts';

const ARTICLES = '/content-manager/collection-types/api::article.article';

type Call = { path: string; headers: Record<string, string>; body: string };

const received = async (): Promise<Call[]> => {
  const response = await fetch(`${process.env.CMS_TEST_RECEIVER_URL}/received`);
  return response.json() as Promise<Call[]>;
};

/** Waits for the calls about one document (delivery is asynchronous), bounded in time. */
const callsFor = async (documentId: string, event: string, timeoutMs = 15_000): Promise<Call[]> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const calls = (await received()).filter((call) => {
      const body = JSON.parse(call.body);
      return body.event === event && body.entry?.documentId === documentId;
    });
    if (calls.length > 0) return calls;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return [];
};

/** What the storefront's endpoint must do: HMAC-SHA256 of the raw body, compared in constant time. */
const validSignature = (call: Call, secret: string) => {
  const expected = Buffer.from(`sha256=${crypto.createHmac('sha256', secret).update(call.body).digest('hex')}`);
  const given = Buffer.from(call.headers['x-strapi-signature'] ?? '');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
};

describe('storefront revalidation webhook', () => {
  const secret = process.env.CMS_TEST_WEBHOOK_SECRET as string;

  it('seeding at start did not call the storefront', async () => {
    const readyAt = Date.parse(process.env.CMS_TEST_READY_AT as string);
    const duringStart = (await received()).filter((call) => Date.parse(JSON.parse(call.body).createdAt) < readyAt);
    assert.deepEqual(duringStart, []);
  });

  it('calls the storefront, signed, when an editor publishes and unpublishes', async () => {
    const token = await adminToken();
    const slug = `webhook-test-${Date.now()}`;
    const created = await admin(token, 'POST', `${ARTICLES}?locale=fr`, { title: 'Essai de publication', slug, date: '2026-01-01' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { documentId } = created.body.data;

    const published = await admin(token, 'POST', `${ARTICLES}/${documentId}/actions/publish?locale=fr`, {});
    assert.equal(published.status, 200, JSON.stringify(published.body));
    const [call] = await callsFor(documentId, 'entry.publish');
    assert.ok(call, 'the receiver got entry.publish');
    assert.equal(call.path, '/revalidate');
    assert.equal(call.headers['content-type'], 'application/json');
    assert.equal(call.headers['x-strapi-event'], 'entry.publish');
    assert.match(call.headers['x-strapi-signature'], /^sha256=[0-9a-f]{64}$/);
    assert.ok(validSignature(call, secret), 'signature matches the raw body');
    assert.ok(!validSignature(call, `${secret}x`), 'and only with the right secret');
    const payload: Json = JSON.parse(call.body);
    assert.equal(payload.model, 'article');
    assert.equal(payload.uid, 'api::article.article');
    assert.equal(payload.entry.slug, slug);
    assert.equal(payload.entry.locale, 'fr');
    assert.ok(!Number.isNaN(Date.parse(payload.createdAt)));
    const visible = await getOk(`/api/articles?locale=fr&filters[slug][$eq]=${slug}`);
    assert.equal(visible.data.length, 1, 'published means public');

    const unpublished = await admin(token, 'POST', `${ARTICLES}/${documentId}/actions/unpublish?locale=fr`, {});
    assert.equal(unpublished.status, 200, JSON.stringify(unpublished.body));
    const [unpublishCall] = await callsFor(documentId, 'entry.unpublish');
    assert.ok(unpublishCall && validSignature(unpublishCall, secret), 'entry.unpublish, signed');
    const hidden = await getOk(`/api/articles?locale=fr&filters[slug][$eq]=${slug}`);
    assert.equal(hidden.data.length, 0, 'unpublished means hidden');

    const deleted = await admin(token, 'DELETE', `${ARTICLES}/${documentId}?locale=fr`);
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    const calls = (await received()).filter((c) => JSON.parse(c.body).entry?.documentId === documentId);
    assert.deepEqual(calls.map((c) => JSON.parse(c.body).event).sort(), ['entry.publish', 'entry.unpublish'], 'saving and deleting drafts never call');
  });

  it('calls the storefront when a published entry is deleted', async () => {
    const token = await adminToken();
    const created = await admin(token, 'POST', `${ARTICLES}?locale=nl`, { title: 'Verwijdertest', slug: `delete-test-${Date.now()}`, date: '2026-01-02' });
    const { documentId } = created.body.data;
    await admin(token, 'POST', `${ARTICLES}/${documentId}/actions/publish?locale=nl`, {});
    const deleted = await admin(token, 'DELETE', `${ARTICLES}/${documentId}?locale=nl`);
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    const [call] = await callsFor(documentId, 'entry.delete');
    assert.ok(call && validSignature(call, secret), 'entry.delete, signed');
    assert.equal(JSON.parse(call.body).entry.locale, 'nl');
  });
});
