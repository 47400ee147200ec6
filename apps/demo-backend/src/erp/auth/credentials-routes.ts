import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../db/database.ts';
import type { ErpContext } from '../context.ts';
import { run } from '../db.ts';
import { sendMail } from '../dev/outbox.ts';
import { accessError, userError } from '../http/errors.ts';
import { langOf } from '../http/request.ts';
import { parseInput } from '../http/validation.ts';
import { createCustomer, findPartnerByLogin, getPartner, type PartnerRow } from '../partners/partner-repo.ts';
import { clearSessionCookie } from './cookies.ts';
import { accountMail } from './account-mails.ts';
import { consumeToken, issueToken, type TokenPurpose } from './email-tokens.ts';
import { resolvePartner, sessionToken } from './identity.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { deleteSession } from './sessions.ts';
import { profileJson, startSession } from './sign-in.ts';

const login = z.string().trim().toLowerCase().min(1, 'The login is required').max(254);
const password = z.string().min(8, 'The password must have at least 8 characters').max(1024);
const token = z.string().min(1).max(512);

// fastapi_auth_partner's inputs are strict models: an unknown key is a 422 `extra_forbidden`.
const loginSchema = z.strictObject({ login, password: z.string().min(1).max(1024) });
const registerSchema = z.strictObject({
  name: z.string().trim().min(1, 'The name is required').max(128),
  login: z.email('The login must be an e-mail address').trim().toLowerCase().max(254),
  password,
});
const resetSchema = z.strictObject({ login });
const setPasswordSchema = z.strictObject({ token, password });
const validateSchema = z.strictObject({ token });

const INVALID_TOKEN = 'The token is not valid, please request a new one';

/** Issues a one-time token and mails its link to the partner, in the partner's language. */
function sendTokenMail(ctx: ErpContext, partner: PartnerRow, purpose: TokenPurpose): void {
  const token = issueToken(ctx.db, partner.id, purpose);
  sendMail(ctx.db, accountMail(ctx.options.shopUrl, partner, purpose, token));
}

/** Credentials mode, docs/contracts/erp.md#sign-in-with-credentials. */
export function registerCredentialsRoutes(app: FastifyInstance, ctx: ErpContext): void {
  const secure = ctx.options.secureCookies;

  app.post('/auth/login', async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    ctx.throttle.check(request.ip, input.login);
    const partner = findPartnerByLogin(ctx.db, input.login);
    if (!(await verifyPassword(input.password, partner?.password_hash ?? null)) || !partner) {
      ctx.throttle.recordFailure(request.ip, input.login);
      throw accessError();
    }
    ctx.throttle.recordSuccess(request.ip, input.login);
    startSession(ctx, request, reply, partner);
    return profileJson(partner);
  });

  app.post('/auth/logout', async (request, reply) => {
    const current = sessionToken(request);
    if (current) deleteSession(ctx.db, current);
    clearSessionCookie(reply, secure);
    return reply.code(205).send();
  });

  app.get('/auth/profile', async (request, reply) =>
    profileJson(await resolvePartner(ctx, request, reply, 'session')),
  );

  app.post('/auth/register', async (request, reply) => {
    const input = parseInput(registerSchema, request.body);
    const passwordHash = await hashPassword(input.password);
    const partner = inTransaction(ctx.db, () => {
      if (findPartnerByLogin(ctx.db, input.login)) throw userError('This login is already used');
      const created = createCustomer(ctx.db, {
        name: input.name,
        login: input.login,
        passwordHash,
        lang: langOf(request),
      });
      sendTokenMail(ctx, created, 'validate_email');
      return created;
    });
    startSession(ctx, request, reply, partner);
    return reply.code(201).send(profileJson(partner));
  });

  app.post('/auth/request_reset_password', async (request) => {
    const input = parseInput(resetSchema, request.body);
    inTransaction(ctx.db, () => {
      const partner = findPartnerByLogin(ctx.db, input.login);
      if (partner) sendTokenMail(ctx, partner, 'reset_password');
    });
    // The same answer whether or not the login exists, so it cannot be used to find accounts.
    return {};
  });

  app.post('/auth/set_password', async (request, reply) => {
    const input = parseInput(setPasswordSchema, request.body);
    const passwordHash = await hashPassword(input.password);
    const partner = inTransaction(ctx.db, () => {
      const partnerId = consumeToken(ctx.db, input.token, 'reset_password');
      if (partnerId === undefined) throw userError(INVALID_TOKEN);
      run(
        ctx.db,
        'UPDATE erp_partners SET password_hash = ?, mail_verified = 1 WHERE id = ?',
        passwordHash,
        partnerId,
      );
      // Whoever knew the old password is signed out everywhere.
      run(ctx.db, 'DELETE FROM erp_sessions WHERE partner_id = ?', partnerId);
      return getPartner(ctx.db, partnerId) as PartnerRow;
    });
    startSession(ctx, request, reply, partner);
    return profileJson(partner);
  });

  app.post('/auth/validate_email', async (request) => {
    const input = parseInput(validateSchema, request.body);
    inTransaction(ctx.db, () => {
      const partnerId = consumeToken(ctx.db, input.token, 'validate_email');
      if (partnerId === undefined) throw userError(INVALID_TOKEN);
      run(ctx.db, 'UPDATE erp_partners SET mail_verified = 1 WHERE id = ?', partnerId);
    });
    return {};
  });
}
