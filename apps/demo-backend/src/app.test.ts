import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('demo backend skeleton', () => {
  let subject: TestApp | undefined;
  afterEach(async () => {
    await subject?.close();
    subject = undefined;
  });

  it('answers the health check with its mode', async () => {
    subject = await createTestApp();
    const response = await subject.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', mode: 'test' });
  });

  it('mounts the ERP, search and identity-provider areas at their prefixes', async () => {
    subject = await createTestApp();
    for (const [url, area] of [
      ['/shopinvader-api/demo/', 'erp'],
      ['/es/', 'search'],
      ['/oidc/', 'idp'],
    ] as const) {
      const response = await subject.app.inject({ method: 'GET', url });
      expect(response.json()).toMatchObject({ area });
    }
  });
});
