import { describe, expect, it, vi } from 'vitest';
import { parseRateLimits } from '~/domain/rate-limits';

vi.mock('~/config/server-config.server', () => ({
  getServerConfig: () => ({
    rateLimits: parseRateLimits('sign-in=20/15m,sign-in-account=5/15m,register=2/1h'),
    redis: undefined,
  }),
}));

const { limitErpCall } = await import('./erp-limits.server');

const PASSWORD = 'demo1234';

/** The ERP's answers to a sign-in: 200 for the right password, 403 otherwise (docs/contracts/erp.md#sign-in-with-credentials). */
async function erpSignIn(request: Request): Promise<Response> {
  const { password } = (await request.json()) as { password: string };
  return new Response('{}', { status: password === PASSWORD ? 200 : 403 });
}

function signIn(address: string, login: string, password: string, forward = erpSignIn) {
  const request = new Request('http://shop.test/shopinvader/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en_us' },
    body: JSON.stringify({ login, password }),
  });
  return limitErpCall(request, 'auth/login', address, () => forward(request));
}

describe('sign-in limits at the storefront, per shopper’s address', () => {
  it('refuses an address after five failures on one e-mail, with Retry-After and a message in the page’s language, without asking the ERP', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await signIn('203.0.113.1', 'a@x.example', 'guess')).status).toBe(403);
    const forward = vi.fn(erpSignIn);
    const refused = await signIn('203.0.113.1', 'a@x.example', PASSWORD, forward);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/^Too many attempts/);
    expect(forward).not.toHaveBeenCalled();
  });

  it('lets the customer’s correct password sign in from another address while someone hammers that e-mail', async () => {
    for (let i = 0; i < 8; i += 1) await signIn('203.0.113.2', 'victim@x.example', 'guess');
    expect((await signIn('203.0.113.2', 'victim@x.example', PASSWORD)).status).toBe(429);
    expect((await signIn('198.51.100.2', 'victim@x.example', PASSWORD)).status).toBe(200);
  });

  it('refuses an address after twenty failures, whatever the e-mails', async () => {
    for (let i = 0; i < 20; i += 1) await signIn('203.0.113.3', `user${i}@x.example`, 'guess');
    expect((await signIn('203.0.113.3', 'new@x.example', PASSWORD)).status).toBe(429);
  });

  it('holds under concurrency: of thirty guesses at once for one e-mail, the ERP checks at most five', async () => {
    // The ERP answers no guess until the storefront has answered all the others itself.
    let answerAll = () => {};
    const erpAnswers = new Promise<void>((resolve) => (answerAll = resolve));
    const forward = vi.fn(async (request: Request) => {
      await erpAnswers;
      return erpSignIn(request);
    });
    let refused = 0;
    const answers = Array.from({ length: 30 }, () =>
      signIn('203.0.113.7', 'c@x.example', 'guess', forward).then((answer) => {
        if (answer.status === 429) refused += 1;
        return answer;
      }),
    );
    await vi.waitFor(() => expect(refused).toBe(25));
    expect(forward).toHaveBeenCalledTimes(5);
    answerAll();
    expect((await Promise.all(answers)).map((answer) => answer.status).sort()).toEqual([
      ...Array<number>(5).fill(403),
      ...Array<number>(25).fill(429),
    ]);
  });

  it('forgets an address and e-mail’s failures once the password was right', async () => {
    for (let i = 0; i < 4; i += 1) await signIn('203.0.113.4', 'b@x.example', 'guess');
    expect((await signIn('203.0.113.4', 'b@x.example', PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await signIn('203.0.113.4', 'b@x.example', 'guess')).status).toBe(403);
  });
});

describe('other ERP calls', () => {
  const call = (path: string, address: string, forward: () => Promise<Response>) =>
    limitErpCall(
      new Request(`http://shop.test/shopinvader/${path}`, {
        method: 'POST',
        headers: { 'accept-language': 'de_de' },
        body: '{}',
      }),
      path,
      address,
      forward,
    );

  it('counts every registration of an address', async () => {
    const forward = vi.fn(async () => new Response('{}', { status: 200 }));
    expect((await call('auth/register', '203.0.113.5', forward)).status).toBe(200);
    expect((await call('auth/register', '203.0.113.5', forward)).status).toBe(200);
    expect((await call('auth/register', '203.0.113.5', forward)).status).toBe(429);
    expect((await call('auth/register', '2001:db8::5', forward)).status).toBe(200);
    expect(forward).toHaveBeenCalledTimes(3);
  });

  it('answers the ERP’s own 429 in the page’s language, with the ERP’s Retry-After', async () => {
    const answer = await call('auth/login', '203.0.113.6', async () =>
      Response.json(
        { detail: 'Too many sign-in attempts' },
        { status: 429, headers: { 'retry-after': '42' } },
      ),
    );
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('42');
    expect(((await answer.json()) as { detail: string }).detail).toMatch(/^Zu viele Versuche/);
  });
});
