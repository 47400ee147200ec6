import { data } from 'react-router';
import { isEmail, type NewsletterResult } from '~/domain/newsletter';
import { isLocale } from '~/i18n/locales';
import { subscribe } from '~/services/erp/newsletter.server';
import { readForm } from '../read-form.server';
import { logger } from '~/services/observability/logger.server';
import type { Route } from './+types/newsletter';

/** The footer's newsletter form posts here (through a fetcher) and reads the JSON result. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = String(form.get('email') ?? '').trim();
  const requested = form.get('locale');
  const locale = isLocale(requested) ? requested : 'fr';
  if (!isEmail(email))
    return data<NewsletterResult>({ ok: false, error: 'newsletter.errors.email' }, { status: 422 });
  try {
    return data<NewsletterResult>(await subscribe(locale, email, request.headers.get('cookie')));
  } catch (error) {
    logger.error({ err: error }, 'newsletter: subscription failed');
    return data<NewsletterResult>({ ok: false, error: 'newsletter.errors.failed' }, { status: 502 });
  }
}
