import { data } from 'react-router';
import { requestClientAddress } from '~/config/client-address.server';
import { isEmail } from '~/domain/email';
import type { NewsletterResult } from '~/domain/newsletter';
import { isLocale } from '~/i18n/locales';
import { subscribe } from '~/services/erp/newsletter.server';
import { limiter, limitKey } from '~/services/limits/rate-limiter.server';
import { readForm } from '../read-form.server';
import { logger } from '~/services/observability/logger.server';
import type { Route } from './+types/newsletter';

/** The footer's newsletter form posts here (through a fetcher) and reads the JSON result. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = String(form.get('email') ?? '').trim();
  const requested = form.get('locale');
  const locale = isLocale(requested) ? requested : 'fr';
  if (!isEmail(email))
    return data<NewsletterResult>({ ok: false, error: 'newsletter.errors.email' }, { status: 422 });
  const wait = await limiter('newsletter')?.take(limitKey(requestClientAddress(request, context)));
  if (wait) {
    return data<NewsletterResult>(
      { ok: false, error: 'error.rate_limited' },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    );
  }
  try {
    return data<NewsletterResult>(await subscribe(locale, email, request.headers.get('cookie')));
  } catch (error) {
    logger.error({ err: error }, 'newsletter: subscription failed');
    return data<NewsletterResult>({ ok: false, error: 'newsletter.errors.failed' }, { status: 502 });
  }
}
