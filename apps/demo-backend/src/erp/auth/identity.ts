import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import type { ErpContext } from '../context.ts';
import { one } from '../db.ts';
import { unauthorized } from '../http/errors.ts';
import {
  createAnonymousPartner,
  findAnonymousPartner,
  getPartner,
  type PartnerRow,
} from '../partners/partner-repo.ts';
import { ANONYMOUS_COOKIE, SESSION_COOKIE, setAnonymousCookie } from './cookies.ts';
import { sessionPartnerId } from './sessions.ts';

/**
 * Who may call (docs/contracts/erp.md#transport-and-errors):
 * - `session`: a signed-in customer only;
 * - `any`: a signed-in customer, else the anonymous partner of the anonymous cookie;
 * - `any-or-new`: as `any`, and a new anonymous partner (with its cookie) when there is neither.
 */
export type Access = 'session' | 'any' | 'any-or-new';

export interface AccessTokenClaims {
  sub: string;
  email?: string;
  name?: string;
}

/** Verifies an identity-provider access token against the configured key set; 401 when it does not hold. */
export async function verifyAccessToken(ctx: ErpContext, token: string): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, ctx.options.jwks, {
      issuer: ctx.options.issuer,
      clockTolerance: 300,
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no subject');
    return {
      sub: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : undefined,
      name: typeof payload.name === 'string' ? payload.name : undefined,
    };
  } catch {
    throw unauthorized();
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The session token of a valid, signed session cookie; undefined when there is no cookie. */
export function sessionToken(request: FastifyRequest): string | undefined | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

async function signedInPartner(ctx: ErpContext, request: FastifyRequest): Promise<PartnerRow | undefined> {
  const bearer = bearerToken(request);
  if (bearer) {
    const claims = await verifyAccessToken(ctx, bearer);
    const row = one<{ id: number }>(ctx.db, 'SELECT id FROM erp_partners WHERE oidc_subject = ?', claims.sub);
    if (!row) throw unauthorized();
    return getPartner(ctx.db, row.id);
  }
  const token = sessionToken(request);
  if (token === undefined) return undefined;
  // A cookie that is forged, expired or whose partner is gone is refused rather than ignored.
  const partnerId = token ? sessionPartnerId(ctx.db, token) : undefined;
  const partner = partnerId === undefined ? undefined : getPartner(ctx.db, partnerId);
  if (!partner || partner.kind !== 'customer') throw unauthorized();
  return partner;
}

export async function resolvePartner(
  ctx: ErpContext,
  request: FastifyRequest,
  reply: FastifyReply,
  access: Access,
): Promise<PartnerRow> {
  const signedIn = await signedInPartner(ctx, request);
  if (signedIn) return signedIn;
  if (access === 'session') throw unauthorized();

  const anonymousToken = request.cookies[ANONYMOUS_COOKIE];
  const anonymous = anonymousToken ? findAnonymousPartner(ctx.db, anonymousToken) : undefined;
  if (anonymous) return anonymous;
  if (access === 'any') throw unauthorized();
  // Unlike Odoo, a stale anonymous cookie (e.g. after a database reset) is replaced rather than refused,
  // so a shopper's browser never gets stuck on 401s for cart calls.
  const created = createAnonymousPartner(ctx.db);
  setAnonymousCookie(reply, created.anonymous_token as string, ctx.options.secureCookies);
  return created;
}
