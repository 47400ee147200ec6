import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ErpContext } from '../context.ts';
import { getSale } from '../cart/sale-repo.ts';
import { ErpError } from '../http/errors.ts';
import { langOf, publicBaseUrl } from '../http/request.ts';
import { parseInput } from '../http/validation.ts';
import { paymentData, readPayable } from './payable.ts';
import { renderPaymentPage } from './payment-page.ts';
import { listProviders, providerJson } from './providers.ts';
import {
  completeTransaction,
  createTransaction,
  transactionByToken,
  transactionInputSchema,
} from './transactions.ts';

const methodsQuery = z.object({ payable: z.string().min(1).max(8192) });
const tokenForm = z.object({ token: z.string().min(1).max(256) });
const completeForm = z.object({
  token: z.string().min(1).max(256),
  outcome: z.enum(['success', 'pending', 'error']),
});

/** Payment, docs/contracts/erp.md#payment, with the demo backend's own provider pages. */
export function registerPaymentRoutes(app: FastifyInstance, ctx: ErpContext, prefix: string): void {
  app.get('/payment/methods', async (request) => {
    const { payable } = parseInput(methodsQuery, request.query, 'query');
    const claims = await readPayable(ctx, payable);
    const sale = getSale(ctx.db, claims.payable_id);
    if (!sale) throw new ErpError(403, 'Invalid payable');
    const lang = langOf(request);
    return {
      ...(await paymentData(ctx, sale, lang)),
      payable,
      providers: listProviders(ctx.db).map((provider) => providerJson(provider, lang)),
    };
  });

  app.post('/payment/transactions', async (request) => {
    const input = parseInput(transactionInputSchema, request.body);
    return createTransaction(
      ctx,
      input,
      publicBaseUrl(request, ctx.options.publicBaseUrl, prefix),
      langOf(request),
    );
  });

  // The demo card provider's page, reached by the form of redirect_form_html.
  app.post('/payment/providers/demo/pay', async (request, reply) => {
    const { token } = parseInput(tokenForm, request.body);
    const transaction = transactionByToken(ctx, token);
    // The page speaks the language of the shop page that started the payment, not the browser's.
    const html = renderPaymentPage({
      lang: transaction.lang,
      reference: transaction.reference,
      amount: transaction.amount,
      token,
      completeUrl: `${publicBaseUrl(request, ctx.options.publicBaseUrl, prefix)}/payment/providers/demo/complete`,
    });
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      )
      .header('cache-control', 'no-store')
      .send(html);
  });

  app.post('/payment/providers/demo/complete', async (request, reply) => {
    const { token, outcome } = parseInput(completeForm, request.body);
    return reply.redirect(completeTransaction(ctx, token, outcome), 303);
  });

  // Wire transfer: the order waits for the money, as Odoo's custom provider does.
  app.post('/payment/providers/custom/pending', async (request, reply) => {
    const { token } = parseInput(tokenForm, request.body);
    return reply.redirect(completeTransaction(ctx, token, 'pending'), 303);
  });
}
