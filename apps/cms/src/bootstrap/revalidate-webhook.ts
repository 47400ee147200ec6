import type { Core } from '@strapi/strapi';
import { SIGNATURE_HEADER, sign } from '../lib/signature';

/** Events after which published content changed, so the storefront's cached copies are stale. */
export const REVALIDATE_EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete'] as const;

const ATTEMPTS = 3;
const TIMEOUT_MS = 5000;

/** Only the keys a storefront needs to find what to drop from its cache. */
const ENTRY_KEYS = ['id', 'documentId', 'locale', 'publishedAt', 'handle', 'fullpath', 'slug'] as const;

type EventInfo = { model?: string; uid?: string; entry?: Record<string, unknown> };

export const revalidationPayload = (event: string, info: EventInfo) => ({
  event,
  createdAt: new Date().toISOString(),
  model: info.model,
  uid: info.uid,
  entry: Object.fromEntries(ENTRY_KEYS.filter((key) => info.entry?.[key] !== undefined).map((key) => [key, info.entry?.[key]])),
});

/**
 * Whether an event tells the storefront of a change. A publication made before the webhook was switched
 * on is not one: Strapi emits publication events after their transaction commits and one more read, so
 * the demo seed's last publications can reach a listener registered after seeding. Deleting a draft
 * that was never published changes nothing the storefront can see.
 */
export const announces = (event: string, info: EventInfo, onSince: Date): boolean => {
  if (event === 'entry.delete') return Boolean(info.entry?.publishedAt);
  if (event !== 'entry.publish') return true;
  const publishedAt = Date.parse(String(info.entry?.publishedAt ?? ''));
  return Number.isNaN(publishedAt) || publishedAt >= onSince.getTime();
};

const post = async (url: string, secret: string, event: string, body: string): Promise<void> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Strapi-Event': event, [SIGNATURE_HEADER]: sign(secret, body) },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`answered ${response.status}`);
};

/**
 * Strapi's own webhooks only send fixed headers, so they cannot sign each body: this listener
 * posts every publication change to the storefront with an HMAC of the body. Delivery runs in the
 * background (publishing never waits for the storefront) and is retried a few times.
 */
export const registerRevalidateWebhook = (strapi: Core.Strapi): boolean => {
  const url = process.env.STOREFRONT_REVALIDATE_URL;
  const secret = process.env.STOREFRONT_REVALIDATE_SECRET;
  if (!url || !secret) {
    strapi.log.info('[cms] storefront revalidation webhook off (STOREFRONT_REVALIDATE_URL or _SECRET unset)');
    return false;
  }
  const deliver = async (event: string, body: string) => {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      try {
        await post(url, secret, event, body);
        return;
      } catch (error) {
        strapi.log.warn(`[cms] revalidation webhook ${event} attempt ${attempt} failed: ${(error as Error).message}`);
        if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** (attempt - 1)));
      }
    }
  };
  const onSince = new Date();
  for (const event of REVALIDATE_EVENTS) {
    strapi.eventHub.on(event, async (info: EventInfo) => {
      if (!announces(event, info, onSince)) return;
      void deliver(event, JSON.stringify(revalidationPayload(event, info)));
    });
  }
  strapi.log.info(`[cms] storefront revalidation webhook on: ${url}`);
  return true;
};
