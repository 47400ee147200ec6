import type { ServerConfig } from '~/config/server-config.server';
import { erpLanguage } from '~/i18n/locales';
import { offerSchema } from '~/services/cart/cart-api';
import { CART_BASE } from '~/services/cart/cart-transport';
import { parseErpCart } from '~/services/cart/erp-cart-schema';
import { readEach } from '~/services/cart/read-each';
import { toSettings } from '~/services/erp/settings.server';
import { type Answer, ask, type Ask, baseOf, describe, errorText } from './doctor-http';
import { type Check, fail, ok, warn } from './doctor-report';
import { moduleChecks, type ModuleProbes } from './erp-module-checks';
import { describeDialect, type DialectProbes, generationsSpoken, readDialect, speaks } from './erp-dialect';

/** The anonymous visitor the doctor plays: the ERP's cookies, kept from one call to the next. */
function anonymousVisitor(config: ServerConfig) {
  const base = baseOf(config.erpUrl);
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (answer: Answer) => {
    for (const pair of answer.cookies ?? []) {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    return answer;
  };
  return {
    base,
    hasCookie: () => jar.size > 0,
    async call(path: string, init: Omit<Ask, 'timeoutMs'> = {}) {
      const headers = { 'Accept-Language': erpLanguage('fr'), ...(jar.size ? { Cookie: cookie() } : {}) };
      return keep(
        await ask(new URL(path, base), {
          ...init,
          headers: { ...headers, ...init.headers },
          timeoutMs: config.erpTimeoutMs,
        }),
      );
    },
  };
}

type Visitor = ReturnType<typeof anonymousVisitor>;

async function settingsCheck(visitor: Visitor): Promise<Check> {
  const answer = await visitor.call('settings');
  if (answer.status !== 200) {
    return fail(
      'erp',
      'settings',
      `GET settings ${describe(answer)}`,
      answer.status === 0
        ? "check SHOP_ERP_URL: the base of the shop's FastAPI endpoint, e.g. https://odoo.example/shopinvader-api/shop"
        : "install shopinvader_api_settings and mount its router on the shop's FastAPI endpoint",
    );
  }
  try {
    const settings = toSettings(answer.body);
    if (settings.countries.length === 0)
      return warn(
        'erp',
        'settings',
        'GET settings lists no country: nobody can enter an address',
        'activate countries in Odoo',
      );
    return ok(
      'erp',
      'settings',
      `GET settings: ${settings.countries.length} countries, ${settings.titles.length} titles`,
    );
  } catch (error) {
    return fail(
      'erp',
      'settings',
      errorText(error),
      'shopinvader_api_settings answers {countries, partner_titles, langs}',
    );
  }
}

async function cartCheck(visitor: Visitor): Promise<{ check: Check; hasCart: boolean }> {
  const answer = await visitor.call(`${CART_BASE}/sync`, { method: 'POST', body: { transactions: [] } });
  const fix =
    'install shopinvader_api_cart (and shopinvader_fastapi_auth_partner for anonymous carts) and mount its cart router under carts/';
  if (answer.status === 204) {
    return {
      check: ok('erp', 'cart sync', 'POST carts/sync without transactions: no cart yet (204)'),
      hasCart: false,
    };
  }
  if (answer.status !== 200 && answer.status !== 201) {
    return { check: fail('erp', 'cart sync', `POST carts/sync ${describe(answer)}`, fix), hasCart: false };
  }
  try {
    const cart = parseErpCart(answer.body);
    return {
      check: ok(
        'erp',
        'cart sync',
        `POST carts/sync answers a cart${cart?.name ? ` (${cart.name})` : ''} the shop can read`,
      ),
      hasCart: cart !== null,
    };
  } catch (error) {
    return { check: fail('erp', 'cart sync', errorText(error), fix), hasCart: false };
  }
}

async function carriersCheck(visitor: Visitor, hasCart: boolean): Promise<Check> {
  // Without a cart, the main app's list has the same carriers, without prices.
  const path = hasCart ? `${CART_BASE}/current/delivery_carriers` : 'delivery_carriers';
  const answer = await visitor.call(path);
  if (answer.status !== 200) {
    return fail(
      'erp',
      'carriers',
      `GET ${path} ${describe(answer)}`,
      'install shopinvader_api_delivery_carrier and mount its routers (main app and carts/)',
    );
  }
  const raw = Array.isArray(answer.body) ? answer.body : [];
  const offers = readEach(raw, offerSchema);
  if (offers.length === 0)
    return fail(
      'erp',
      'carriers',
      `GET ${path} lists no carrier: checkout cannot go on`,
      'publish delivery methods for the shop in Odoo',
    );
  if (offers.length < raw.length)
    return warn(
      'erp',
      'carriers',
      `GET ${path}: ${raw.length - offers.length} of ${raw.length} carriers have no id and are not offered`,
    );
  return ok('erp', 'carriers', `GET ${path}: ${offers.map((offer) => offer.code || offer.name).join(', ')}`);
}

async function probe(visitor: Visitor): Promise<DialectProbes> {
  // Each is refused before the ERP does anything: no route, or a strict schema's 422.
  const post = (path: string, body: unknown) => visitor.call(path, { method: 'POST', body });
  return {
    carrier: await post(`${CART_BASE}/current/carrier`, {}),
    setCarrier: await post(`${CART_BASE}/current/set_carrier`, {}),
    setPickup: await post(`${CART_BASE}/current/set_pickup`, {}),
    pickups: await visitor.call('delivery_pickups'),
    options: await post(`${CART_BASE}/sync`, {
      transactions: [{ product_id: 'doctor', qty: 'doctor', options: null }],
    }),
  };
}

async function probeModules(visitor: Visitor): Promise<ModuleProbes> {
  const post = (path: string) => visitor.call(path, { method: 'POST', body: {} });
  return {
    leads: await post('leads'),
    mailingList: await post('mass_mailing/subscribe'),
    payment: await visitor.call('payment/methods'),
    resellers: await visitor.call('resellers'),
    openApi: await visitor.call('openapi.json'),
  };
}

function generationChecks(config: ServerConfig, probes: DialectProbes): Check[] {
  const dialect = readDialect(probes);
  const configured = config.erpApi.generation;
  const spoken = generationsSpoken(dialect);
  const said = describeDialect(dialect);
  const checks: Check[] = [];
  if (speaks(dialect, configured)) {
    checks.push(ok('erp', 'generation', `SHOP_ERP_API=${configured} matches the ERP (${said})`));
  } else {
    const other = spoken[0];
    checks.push(
      fail(
        'erp',
        'generation',
        `SHOP_ERP_API=${configured}, but the ERP has ${said}: choosing a carrier or a pick-up point would fail`,
        other
          ? `set SHOP_ERP_API=${other}`
          : 'install shopinvader_api_delivery_carrier (and shopinvader_api_delivery_pickup) of one generation: docs/deploying.md',
      ),
    );
  }
  if (dialect.cartOptions === undefined) {
    checks.push(
      warn(
        'erp',
        'cart options',
        `could not tell whether the cart options module is installed (POST carts/sync ${describe(probes.options)})`,
      ),
    );
  } else if (config.erpApi.cartOptions && !dialect.cartOptions) {
    checks.push(
      fail(
        'erp',
        'cart options',
        'SHOP_ERP_CART_OPTIONS=true, but the ERP refuses any options key (422 extra_forbidden)',
        'set SHOP_ERP_CART_OPTIONS=false, or install shopinvader_api_cart_options with a module declaring the options',
      ),
    );
  } else {
    checks.push(
      ok(
        'erp',
        'cart options',
        dialect.cartOptions
          ? `the ERP takes options on cart lines (shopinvader_api_cart_options)${config.erpApi.cartOptions ? '' : '; the shop sends none'}`
          : 'the ERP has no cart options module and the shop sends no options key',
      ),
    );
  }
  return checks;
}

/** The calls of docs/contracts/README.md#erp-calls that need no customer, with the shapes the storefront reads, then the generation. */
export async function erpChecks(config: ServerConfig): Promise<Check[]> {
  const visitor = anonymousVisitor(config);
  const settings = await settingsCheck(visitor);
  // An ERP that cannot be reached at all has nothing more to tell.
  if (settings.status === 'fail' && settings.message.includes('not reachable')) return [settings];
  const cart = await cartCheck(visitor);
  const checks = [settings, cart.check];
  if (!visitor.hasCookie()) {
    checks.push(
      warn(
        'erp',
        'anonymous session',
        "the cart sync set no cookie: a visitor's cart would not follow them from page to page",
        'install shopinvader_fastapi_auth_partner (anonymous partner, cookie shopinvader-anonymous-partner)',
      ),
    );
  }
  checks.push(await carriersCheck(visitor, cart.hasCart));
  checks.push(...moduleChecks(config, await probeModules(visitor)));
  checks.push(...generationChecks(config, await probe(visitor)));
  return checks;
}
