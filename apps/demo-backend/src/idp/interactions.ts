import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { LoginThrottle } from '../erp/auth/login-throttle.ts';
import { ErpError } from '../erp/http/errors.ts';
import { authenticate } from './accounts.ts';
import { loginPageHtml, pageLanguage, type LoginPageModel } from './login-page.ts';

const DEMO_LOGINS = ['individual@demo.shop', 'therapist@demo.shop', 'b2b@demo.shop', 'incomplete@demo.shop'];

export interface InteractionOptions {
  db: Database;
  provider: () => Promise<Provider>;
  /** Path of these routes as the browser sees them, e.g. /oidc/interaction. */
  basePath: string;
  /** Where the sign-in form may send the browser on: this provider and the shops. */
  formTargets: readonly string[];
  showDemoLogins: boolean;
}

/**
 * The provider's interaction pages: its own sign-in form (the ERP's customers and passwords) and the
 * way back to the shop without signing in. Failed attempts are throttled per login and IP.
 */
export async function registerInteractions(app: FastifyInstance, options: InteractionOptions): Promise<void> {
  const { basePath } = options;
  const throttle = new LoginThrottle({ perLogin: 5, perIp: 20, windowMs: 15 * 60 * 1000 });
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  const page = (
    reply: FastifyReply,
    status: number,
    model: Omit<LoginPageModel, 'action' | 'cancel'>,
    uid: string,
  ) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${options.formTargets.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .send(
        loginPageHtml({
          ...model,
          action: `${basePath}/${uid}/login`,
          cancel: `${basePath}/${uid}/abort`,
          demoLogins: options.showDemoLogins ? DEMO_LOGINS : undefined,
        }),
      );

  const details = async (request: FastifyRequest, reply: FastifyReply) =>
    (await options.provider()).interactionDetails(request.raw, reply.raw);
  const finish = async (request: FastifyRequest, reply: FastifyReply, result: Record<string, unknown>) => {
    const provider = await options.provider();
    return reply.redirect(await provider.interactionResult(request.raw, reply.raw, result), 303);
  };

  app.get<{ Params: { uid: string } }>('/:uid', async (request, reply) => {
    const interaction = await details(request, reply);
    const language = pageLanguage(interaction.params.ui_locales, request.headers['accept-language']);
    const hint =
      typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
    return page(reply, 200, { language, login: hint }, interaction.uid);
  });

  app.post<{ Params: { uid: string }; Body: { login?: string; password?: string } }>(
    '/:uid/login',
    async (request, reply) => {
      const interaction = await details(request, reply);
      const language = pageLanguage(interaction.params.ui_locales, request.headers['accept-language']);
      const login = String(request.body?.login ?? '')
        .trim()
        .toLowerCase();
      const password = String(request.body?.password ?? '');
      try {
        throttle.check(request.ip, login);
      } catch (error) {
        if (!(error instanceof ErpError)) throw error;
        return page(reply, 429, { language, login, error: 'throttled' }, interaction.uid);
      }
      const accountId = login && password ? await authenticate(options.db, login, password) : undefined;
      if (!accountId) {
        throttle.recordFailure(request.ip, login);
        return page(reply, 401, { language, login, error: 'wrong' }, interaction.uid);
      }
      throttle.recordSuccess(request.ip, login);
      return finish(request, reply, { login: { accountId } });
    },
  );

  app.get('/:uid/abort', async (request, reply) =>
    finish(request, reply, {
      error: 'access_denied',
      error_description: 'The customer went back to the shop',
    }),
  );
}
