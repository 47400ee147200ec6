import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('~/config/server-config.server', () => ({
  getServerConfig: () => ({ pageCacheBytes: 1024 * 1024, publicUrl: new URL('http://shop.test') }),
}));

const { purgePageCache, pageCacheMiddleware, keptPage } = await import('./page-cache.server');

/** A render that answers only when released, counting how many renders started. */
function heldRender(headers: Record<string, string>) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const render = {
    started: 0,
    release: () => release(),
    next: async () => {
      render.started += 1;
      await released;
      return new Response(`<p>page ${render.started}</p>`, { status: 200, headers });
    },
  };
  return render;
}

async function get(url: string, next: () => Promise<Response>, cookie?: string): Promise<Response> {
  const request = new Request(url, {
    headers: { 'user-agent': 'Mozilla/5.0', ...(cookie ? { cookie } : {}) },
  });
  // The middleware reads only the request; the rest of React Router's arguments are not used.
  const answer = await pageCacheMiddleware({ request } as Parameters<typeof pageCacheMiddleware>[0], next);
  if (!answer) throw new Error(`the page cache middleware gave no answer for ${url}`);
  return answer;
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const PUBLIC = { 'cache-control': 'public, s-maxage=60' };

/**
 * `count` GETs of `url` at once: how many renders began before the first answered, and the answers,
 * each read to its end before the next is awaited, as the HTTP server reads them.
 */
async function atOnce(url: string, count: number) {
  const render = heldRender(PUBLIC);
  const pending = Array.from({ length: count }, () => get(url, render.next));
  await settle();
  const startedBeforeAnswer = render.started;
  render.release();
  const answers: { cache: string | null; text: string }[] = [];
  for (const answer of pending) {
    const { headers } = await answer;
    answers.push({ cache: headers.get('x-page-cache'), text: await (await answer).text() });
  }
  return { startedBeforeAnswer, answers };
}

/** One GET of `url` answered by a render of `body`, read to its end. */
async function visit(url: string, body = '<p>page</p>', headers: Record<string, string> = PUBLIC) {
  const answer = await get(url, async () => new Response(body, { status: 200, headers }));
  await answer.text();
  await settle();
  return answer;
}

const PERSON = () => new Headers({ 'user-agent': 'Mozilla/5.0' });

describe('page cache middleware', () => {
  beforeEach(() => {
    // The cache is off in development; these tests are about production.
    vi.stubEnv('DEV', false);
    purgePageCache(undefined);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('renders a page at its first request without keeping it, keeps it at the second, answers the third', async () => {
    const url = 'http://shop.test/en/lavender';
    expect((await visit(url, '<p>first</p>')).headers.get('x-page-cache')).toBe('miss');
    expect(keptPage(url, PERSON())).toBeUndefined();
    expect((await visit(url, '<p>second</p>')).headers.get('x-page-cache')).toBe('miss');
    const third = await get(url, () => Promise.reject(new Error('a kept page is not rendered')));
    expect(third.headers.get('x-page-cache')).toBe('hit');
    expect(await third.text()).toBe('<p>second</p>');
  });

  it('does not keep a page asked again after the time its copy would have lasted', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      const url = 'http://shop.test/en/thyme';
      await visit(url);
      vi.advanceTimersByTime(61_000);
      await visit(url);
      expect(keptPage(url, PERSON())).toBeUndefined();
      await visit(url);
      expect(keptPage(url, PERSON())).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders a new page twice at most for a crowd: its first request, and one that keeps it for the rest', async () => {
    const { startedBeforeAnswer, answers } = await atOnce('http://shop.test/en/sage', 4);
    expect(startedBeforeAnswer).toBe(2);
    expect(answers.map((answer) => answer.cache)).toEqual(['miss', 'miss', 'hit', 'hit']);
    expect(answers.slice(2).map((answer) => answer.text)).toEqual([answers[1]!.text, answers[1]!.text]);
  });

  it("keeps pages of the shop's own host only: a junk Host is rendered every time and pushes nothing out", async () => {
    for (let i = 0; i < 3; i += 1) {
      const junk = await visit('http://junk.example/en/thyme');
      expect(junk.headers.get('x-page-cache')).not.toBe('hit');
    }
    expect(keptPage('http://junk.example/en/thyme', PERSON())).toBeUndefined();
    await visit('http://shop.test/en/thyme');
    await visit('http://shop.test/en/thyme');
    expect((await visit('http://shop.test/en/thyme')).headers.get('x-page-cache')).toBe('hit');
  });

  it('notes no first request of a page a shared cache may not keep', async () => {
    const url = 'http://shop.test/en/basil';
    const notPublic = { 'cache-control': 'private, no-store' };
    expect((await visit(url, '<p>mine</p>', notPublic)).headers.get('x-page-cache')).toBeNull();
    await visit(url);
    expect(keptPage(url, PERSON())).toBeUndefined();
  });

  it('keeps nothing of a page whose visitor left before its end; who waited for it renders it', async () => {
    await visit('http://shop.test/en/rose');
    const render = heldRender(PUBLIC);
    const first = get('http://shop.test/en/rose', render.next);
    const second = get('http://shop.test/en/rose', render.next);
    await settle();
    render.release();
    await (await first).body?.cancel();
    expect(await (await second).text()).toBe('<p>page 2</p>');
    expect(keptPage('http://shop.test/en/rose', PERSON())).toBeUndefined();
    expect(render.started).toBe(2);
  });

  it('keeps nothing of a render that fails half way; its visitor sees the failure, who waited renders', async () => {
    await visit('http://shop.test/en/mint');
    let renders = 0;
    const next = async () => {
      renders += 1;
      if (renders > 1) return new Response('<p>page 2</p>', { status: 200, headers: PUBLIC });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('<p>half'));
        },
        pull(controller) {
          controller.error(new Error('the render failed'));
        },
      });
      return new Response(body, { status: 200, headers: PUBLIC });
    };
    const first = get('http://shop.test/en/mint', next);
    const second = get('http://shop.test/en/mint', next);
    await expect((await first).text()).rejects.toThrow('the render failed');
    expect(await (await second).text()).toBe('<p>page 2</p>');
    expect(renders).toBe(2);
    expect(keptPage('http://shop.test/en/mint', PERSON())).toBeUndefined();
  });

  it.each(['http://shop.test/shopinvader/cart', 'http://shop.test/api/prices?ids=1,2'])(
    'lets concurrent reads of %s, one per session, go on at once, and keeps none of them',
    async (url) => {
      const { startedBeforeAnswer, answers } = await atOnce(url, 3);
      expect(startedBeforeAnswer).toBe(3);
      expect(answers.map((answer) => answer.cache)).toEqual([null, null, null]);
      const third = heldRender(PUBLIC);
      const later = get(url, third.next);
      third.release();
      await later;
      expect(third.started).toBe(1);
    },
  );

  it('never answers an editor’s preview from the cache, and keeps none of its pages', async () => {
    const url = 'http://shop.test/en/about-us';
    await visit(url);
    await visit(url, '<p>page 1</p>');
    expect(keptPage(url, PERSON())).toBeDefined();
    let previewRenders = 0;
    const answer = await get(
      url,
      async () => {
        previewRenders += 1;
        return new Response('<p>draft</p>', { status: 200, headers: PUBLIC });
      },
      'shop_preview=x.y',
    );
    expect(previewRenders).toBe(1);
    expect(await answer.text()).toBe('<p>draft</p>');
    expect(answer.headers.get('x-page-cache')).toBeNull();
    expect(
      keptPage(url, new Headers({ 'user-agent': 'Mozilla/5.0', cookie: 'lang=en; shop_preview=x.y' })),
    ).toBeUndefined();
    // What the preview rendered was not kept: shoppers still get the first page.
    expect(await (await get(url, heldRender(PUBLIC).next)).text()).toBe('<p>page 1</p>');
  });
});
