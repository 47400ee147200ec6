import type { FastifyReply, FastifyRequest } from 'fastify';
import { inTransaction } from '../../db/database.ts';
import type { ErpContext } from '../context.ts';
import { findAnonymousPartner, type PartnerRow } from '../partners/partner-repo.ts';
import { mergeAnonymousCart } from './cart-merge.ts';
import { ANONYMOUS_COOKIE, clearAnonymousCookie, setSessionCookie } from './cookies.ts';
import { createSession } from './sessions.ts';

/** Opens a session for the partner and brings the anonymous cart along, in one transaction. */
export function startSession(
  ctx: ErpContext,
  request: FastifyRequest,
  reply: FastifyReply,
  partner: PartnerRow,
): void {
  const token = inTransaction(ctx.db, () => {
    const anonymousToken = request.cookies[ANONYMOUS_COOKIE];
    const anonymous = anonymousToken ? findAnonymousPartner(ctx.db, anonymousToken) : undefined;
    if (anonymous) mergeAnonymousCart(ctx, anonymous, partner);
    return createSession(ctx.db, partner.id);
  });
  setSessionCookie(reply, token, ctx.options.secureCookies);
  if (request.cookies[ANONYMOUS_COOKIE]) clearAnonymousCookie(reply, ctx.options.secureCookies);
}

/** fastapi_auth_partner's `AuthPartnerResponse`, the answer of login, register, set_password and profile. */
export function profileJson(partner: PartnerRow) {
  return { login: partner.login ?? '', mail_verified: partner.mail_verified === 1 };
}
