import { readFileSync } from 'node:fs';
import path from 'node:path';
import { measureFirstLoadJs, scriptsInHtml } from '../../../scripts/lib/first-load-js.ts';
import { expect, test } from './fixtures';

/**
 * Size budgets of the build under test: bytes are deterministic, so a route that grows past its budget
 * fails here, and catalogue and CMS pages must not ship cart, checkout or account code on first load.
 */
const storefrontDir = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(storefrontDir, process.env.STOREFRONT_BUILD_DIR || 'build');
const budgets = JSON.parse(readFileSync(path.join(storefrontDir, 'performance-budgets.json'), 'utf8')) as {
  firstLoadJsGzipKb: Record<string, number>;
  withoutCartCheckoutOrAccountCode: string[];
};
const { routes } = measureFirstLoadJs(buildDir);

test('every page route is measured', () => {
  expect(routes.map((route) => route.route)).toEqual(
    expect.arrayContaining([
      'home',
      'catch-all/product',
      'catch-all/category',
      'catch-all/cms',
      'search',
      'cart',
      'checkout',
      'account',
    ]),
  );
});

for (const route of routes) {
  const budget = budgets.firstLoadJsGzipKb[route.route] ?? budgets.firstLoadJsGzipKb['*']!;
  test(`${route.route}: first-load JavaScript within ${budget} KB gzip`, () => {
    expect(route.jsGzipKb, route.files.join('\n')).toBeLessThanOrEqual(budget);
  });
}

for (const name of budgets.withoutCartCheckoutOrAccountCode) {
  test(`${name}: no cart, checkout or account code on first load`, () => {
    const route = routes.find((item) => item.route === name);
    expect(route, `route ${name}`).toBeDefined();
    expect(route!.forbiddenModules).toEqual([]);
  });
}

test('product, category and CMS pages preload the files measured for their own view, and nothing else', async ({
  request,
}) => {
  const pages = [
    ['catch-all/product', '/en/true-lavender-essential-oil'],
    ['catch-all/category', '/en/aromatherapy/essential-oils'],
    ['catch-all/cms', '/en/about-us'],
  ] as const;
  for (const [name, path] of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const preloaded = scriptsInHtml(await response.text());
    const measured = routes.find((route) => route.route === name)!.files;
    expect([...preloaded].sort(), path).toEqual([...measured].sort());
  }
});
