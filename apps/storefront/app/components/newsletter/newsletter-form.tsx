import { type ReactNode, useEffect } from 'react';
import { useIntl } from '~/i18n/intl';
import { Link, useFetcher } from 'react-router';
import type { NewsletterResult } from '~/domain/newsletter';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { useLegalLink } from '../layout/legal-link';
import { useNotify } from '../notifications/notifications';
import { buttonClass } from '~/components/ui/button-class';

/**
 * Newsletter sign-up in the footer: the customer's opt-in when signed in, otherwise the ERP's mailing
 * list, or a lead where it has none (services/erp/newsletter.server.ts). The consent says what is sent
 * and how to leave, with the unsubscribe page where the ERP has the list.
 */
export function NewsletterForm() {
  const intl = useIntl();
  const notify = useNotify();
  const { locale, erpModules } = useRootData();
  const localePath = useLocalePath();
  const fetcher = useFetcher<NewsletterResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const t = (id: string) => intl.formatMessage({ id });
  const legalLink = useLegalLink();

  useEffect(() => {
    if (result?.ok) notify('success', intl.formatMessage({ id: 'newsletter.success' }));
  }, [result, notify, intl]);

  const error = result && !result.ok ? result.error : undefined;
  return (
    <fetcher.Form method="post" action="/newsletter" className="space-y-2" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="font-semibold">
        {t('newsletter.title')}
      </h2>
      <p className="text-sm">{t('newsletter.text')}</p>
      <input type="hidden" name="locale" value={locale} />
      <div className="flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('newsletter.email')}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t('newsletter.email')}
          aria-invalid={error !== undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          className="min-w-0 flex-1 rounded border border-black/30 px-3 py-2"
        />
        <button type="submit" disabled={fetcher.state !== 'idle'} className={buttonClass('primary')}>
          {t('newsletter.subscribe')}
        </button>
      </div>
      <p className="text-sm">
        {intl.formatMessage(
          { id: erpModules.mailingList ? 'newsletter.privacy_list' : 'newsletter.privacy' },
          {
            link: legalLink('privacy'),
            unsubscribe: (chunks: ReactNode[]) => (
              <Link to={localePath('/newsletter/unsubscribe')} className="underline">
                {chunks}
              </Link>
            ),
          },
        )}
      </p>
      <p id="newsletter-error" role="status" className="text-sm text-red-700">
        {error ? t(error) : null}
      </p>
      {result?.ok ? <p className="text-sm text-green-800">{t('newsletter.success')}</p> : null}
    </fetcher.Form>
  );
}
