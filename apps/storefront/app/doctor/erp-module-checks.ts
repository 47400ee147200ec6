import type { ServerConfig } from '~/config/server-config.server';
import { type Answer, describe } from './doctor-http';
import { type Check, fail, ok, warn } from './doctor-report';
import { fieldsOf, routed } from './erp-dialect';
import { modulesFromOpenApi, OPTIONAL_ERP_MODULES, type OptionalErpModule } from '~/domain/erp-modules';

/**
 * Answers to calls that change nothing and tell which of the modules the shop relies on are installed
 * (docs/deploying.md, "Modules"): each body or query is incomplete, so a route that exists refuses it
 * with a 422 before doing anything, and a missing one answers 404.
 */
export interface ModuleProbes {
  /** `POST leads {}` (shopinvader_api_lead: `LeadInput`, `subject` required). */
  leads: Answer;
  /** `POST mass_mailing/subscribe {}` (shopinvader_api_mass_mailing: `SubscribeInput`, `email` required). */
  mailingList: Answer;
  /** `GET payment/methods` without its `payable` (shopinvader_api_payment). */
  payment: Answer;
  /** `GET resellers` as a visitor not signed in: the shop's extension answers 401, stock Odoo 404. */
  resellers: Answer;
  /** `GET openapi.json`: the routes the endpoint publishes, from which the shop reads its optional modules. */
  openApi: Answer;
}

/** A strict schema's 422 naming `field`: the route is the released module's. */
const refusedFor = (answer: Answer, field: string) =>
  answer.status === 422 && fieldsOf(answer).includes(field);

export function leadsCheck(answer: Answer): Check {
  if (refusedFor(answer, 'subject'))
    return ok('erp', 'leads', 'POST leads takes JSON {subject, email, description} (shopinvader_api_lead)');
  if (!routed(answer))
    return fail(
      'erp',
      'leads',
      `POST leads ${describe(answer)}: the contact form, and the newsletter of visitors without a mailing list, would fail`,
      "install shopinvader_api_lead and mount its router on the shop's FastAPI endpoint",
    );
  return fail(
    'erp',
    'leads',
    `POST leads {} ${describe(answer)}, where shopinvader_api_lead refuses a lead without subject (422)`,
    'the shop sends the JSON body of shopinvader_api_lead 16.0 (docs/deploying.md)',
  );
}

export function mailingListCheck(answer: Answer): Check {
  if (refusedFor(answer, 'email'))
    return ok(
      'erp',
      'mailing list',
      "newsletter sign-ups of visitors join the endpoint's mailing list (shopinvader_api_mass_mailing)",
    );
  if (!routed(answer))
    return ok(
      'erp',
      'mailing list',
      'no mailing-list module: newsletter sign-ups of visitors arrive as leads (install shopinvader_api_mass_mailing for a list)',
    );
  return warn(
    'erp',
    'mailing list',
    `POST mass_mailing/subscribe {} ${describe(answer)}, where shopinvader_api_mass_mailing refuses it (422): sign-ups may fail`,
  );
}

export function paymentCheck(answer: Answer): Check {
  if (refusedFor(answer, 'payable'))
    return ok('erp', 'payment', 'GET payment/methods asks for a payable (shopinvader_api_payment)');
  if (!routed(answer))
    return fail(
      'erp',
      'payment',
      `GET payment/methods ${describe(answer)}: checkout could not take a payment`,
      'install shopinvader_api_payment and shopinvader_api_payment_cart (released for 16.0 only: on 18.0 a payment module of the same calls is needed, docs/deploying.md)',
    );
  return warn(
    'erp',
    'payment',
    `GET payment/methods without a payable ${describe(answer)}, where shopinvader_api_payment answers 422`,
  );
}

/** The shop's deployment extension is there when its routes are, and SHOP_ERP_EXTENSION should say so. */
export function extensionCheck(config: ServerConfig, answer: Answer): Check {
  const present = answer.status === 200 || answer.status === 401 || answer.status === 403;
  const absent = answer.status === 404 || answer.status === 405;
  const setting = `SHOP_ERP_EXTENSION=${config.erpApi.extension ? 'on' : 'off'}`;
  if (present && config.erpApi.extension)
    return ok(
      'erp',
      'extension',
      `${setting}: the ERP has the shop's extension (GET resellers ${answer.status})`,
    );
  if (absent && !config.erpApi.extension)
    return ok('erp', 'extension', `${setting}: stock Shopinvader, without the shop's extension`);
  if (absent)
    return fail(
      'erp',
      'extension',
      `${setting}, but the ERP has no route of the shop's extension (GET resellers ${answer.status}): registration with a customer type, documents and resellers would fail`,
      "set SHOP_ERP_EXTENSION=off for stock Shopinvader, or install the extension's module (docs/deploying.md)",
    );
  if (present)
    return warn(
      'erp',
      'extension',
      `${setting}, but the ERP has the shop's extension (GET resellers ${answer.status}): customer types, documents and resellers stay unused`,
      'set SHOP_ERP_EXTENSION=on',
    );
  return warn(
    'erp',
    'extension',
    `could not tell whether the ERP has the shop's extension: GET resellers ${describe(answer)}`,
  );
}

/** Names the optional modules (domain/erp-modules.ts) the ERP has, as the shop reads them. */
export function optionalModulesCheck(answer: Answer): Check {
  const modules = answer.status === 200 ? modulesFromOpenApi(answer.body) : undefined;
  if (!modules)
    return warn(
      'erp',
      'optional modules',
      `GET openapi.json ${describe(answer)}: the shop cannot tell which optional modules the ERP has and shows none of their features`,
      'tick "Expose FastAPI docs" on the FastAPI endpoint of the shop in Odoo',
    );
  const names = Object.keys(modules) as OptionalErpModule[];
  const named = (present: boolean) =>
    names
      .filter((name) => modules[name] === present)
      // The routes too: some entries are a single route of a module the shop needs anyway.
      .map((name) => {
        const { module, routes, ...rest } = OPTIONAL_ERP_MODULES[name];
        const signs = [...routes, ...('properties' in rest ? rest.properties : [])];
        return `${module} (${signs.join(', ')})`;
      })
      .join(', ') || 'none';
  return ok('erp', 'optional modules', `present: ${named(true)}; absent: ${named(false)}`);
}

export function moduleChecks(config: ServerConfig, probes: ModuleProbes): Check[] {
  return [
    leadsCheck(probes.leads),
    mailingListCheck(probes.mailingList),
    paymentCheck(probes.payment),
    extensionCheck(config, probes.resellers),
    optionalModulesCheck(probes.openApi),
  ];
}
