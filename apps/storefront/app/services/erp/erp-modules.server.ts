import { DEFAULT_LOCALE } from '~/i18n/locales';
import { type ErpModules, modulesFromOpenApi } from '~/domain/erp-modules';
import { callErp } from './erp-client.server';
import { logger } from '../observability/logger.server';

/** Modules are installed with the ERP, not from one request to the next: asked again now and then. */
const KNOWN_MS = 5 * 60_000;
/** An ERP that did not answer is asked again sooner. */
const UNANSWERED_MS = 30_000;

let known: { modules: ErpModules | undefined; until: number } | undefined;
let asking: Promise<ErpModules | undefined> | undefined;

async function ask(): Promise<ErpModules | undefined> {
  try {
    const modules = modulesFromOpenApi(await callErp('openapi.json', { locale: DEFAULT_LOCALE }));
    if (!modules) logger.warn('erp modules: openapi.json lists no paths; optional features stay hidden');
    known = { modules, until: Date.now() + KNOWN_MS };
  } catch (error) {
    // An endpoint whose "Expose FastAPI docs" is off has no openapi.json (404): nothing is known.
    logger.warn({ err: error }, 'erp modules: openapi.json could not be read');
    known = { modules: known?.modules, until: Date.now() + UNANSWERED_MS };
  }
  return known.modules;
}

/**
 * Which optional released modules the ERP has, from the routes its FastAPI endpoint publishes
 * (`openapi.json`); undefined when it publishes none. Read once for all requests; once known, an
 * outdated answer is given while it is read again, so that no page waits on the ERP for it.
 */
export async function erpModules(): Promise<ErpModules | undefined> {
  if (known && Date.now() < known.until) return known.modules;
  asking ??= ask().finally(() => {
    asking = undefined;
  });
  return known ? known.modules : asking;
}
