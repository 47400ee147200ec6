import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inTransaction } from '../../db/database.ts';
import type { ErpContext } from '../context.ts';
import { one, run } from '../db.ts';
import { unauthorized } from '../http/errors.ts';
import { langOf } from '../http/request.ts';
import { createCustomer, findPartnerByLogin, getPartner, type PartnerRow } from '../partners/partner-repo.ts';
import { clearSessionCookie } from './cookies.ts';
import { bearerToken, sessionToken, verifyAccessToken } from './identity.ts';
import { deleteSession } from './sessions.ts';
import { startSession } from './sign-in.ts';

/**
 * Identity-provider mode (docs/contracts/erp.md#sign-in-with-an-identity-provider): the storefront posts the provider's access token; the ERP
 * finds or creates the customer and opens its own session, so later calls need only the cookie.
 */
export function registerJwtSigninRoutes(app: FastifyInstance, ctx: ErpContext): void {
  const signin = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await verifyAccessToken(ctx, token);
    const { partner, created } = inTransaction(ctx.db, () => {
      const bySubject = one<{ id: number }>(
        ctx.db,
        'SELECT id FROM erp_partners WHERE oidc_subject = ?',
        claims.sub,
      );
      if (bySubject) return { partner: getPartner(ctx.db, bySubject.id) as PartnerRow, created: false };
      const email = claims.email?.trim().toLowerCase();
      const byEmail = email ? findPartnerByLogin(ctx.db, email) : undefined;
      if (byEmail) {
        // The provider vouches for this e-mail address: the existing customer is linked to it.
        run(
          ctx.db,
          'UPDATE erp_partners SET oidc_subject = ?, mail_verified = 1 WHERE id = ?',
          claims.sub,
          byEmail.id,
        );
        return { partner: byEmail, created: false };
      }
      const name = claims.name || email || claims.sub;
      return {
        partner: createCustomer(ctx.db, {
          name,
          login: email ?? null,
          passwordHash: null,
          oidcSubject: claims.sub,
          mailVerified: true,
          lang: langOf(request),
        }),
        created: true,
      };
    });
    startSession(ctx, request, reply, partner);
    return reply.code(created ? 201 : 200).send(null);
  };

  const signout = async (request: FastifyRequest, reply: FastifyReply) => {
    const current = sessionToken(request);
    if (current) deleteSession(ctx.db, current);
    clearSessionCookie(reply, ctx.options.secureCookies);
    return reply.code(200).send(null);
  };

  for (const base of ['', '/auth']) {
    app.post(`${base}/signin`, signin);
    app.post(`${base}/signout`, signout);
  }
}
