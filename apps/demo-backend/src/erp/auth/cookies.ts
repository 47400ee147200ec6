import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'fastapi_auth_partner';
export const ANONYMOUS_COOKIE = 'shopinvader-anonymous-partner';

export const SESSION_DAYS = 7;
const ANONYMOUS_MAX_AGE_S = 365 * 24 * 3600;

/**
 * Path `/` so that a same-origin proxy serving the ERP under another path (the storefront's
 * `/shopinvader/`) still sends the cookies back; SameSite=Strict as the real ERP does.
 */
function base(secure: boolean): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'strict', secure };
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...base(secure),
    signed: true,
    maxAge: SESSION_DAYS * 24 * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, base(secure));
}

export function setAnonymousCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(ANONYMOUS_COOKIE, token, { ...base(secure), maxAge: ANONYMOUS_MAX_AGE_S });
}

export function clearAnonymousCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(ANONYMOUS_COOKIE, base(secure));
}
