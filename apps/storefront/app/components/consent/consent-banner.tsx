import { useIntl } from '~/i18n/intl';
import { useConsent } from './consent-context';

const button = 'rounded border px-3 py-2 text-sm font-medium';

/**
 * The bottom-left banner shown until the visitor has chosen (docs/product/screens.md#consent-banner). The server renders it for
 * everyone, since the page's first paint comes before hydration; a visitor who has chosen never sees
 * it, as the hydration trigger marks the page from the consent cookie before the body paints.
 */
export function ConsentBanner() {
  const intl = useIntl();
  const { consent, choose, openSettings } = useConsent();
  if (consent?.given) return null;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section
      aria-labelledby="consent-banner-title"
      className="consent-banner fixed bottom-4 left-4 z-40 max-w-md rounded-lg border border-black/10 bg-white p-4 shadow-xl"
      data-testid="consent-banner"
    >
      <h2 id="consent-banner-title" className="font-semibold">
        {t('consent.banner.title')}
      </h2>
      <p className="mt-1 text-sm">{t('consent.banner.text')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${button} border-brand-dark bg-brand-dark text-white`}
          onClick={() => choose({ kind: 'accept-all' })}
        >
          {t('consent.accept_all')}
        </button>
        <button
          type="button"
          className={`${button} border-black/30`}
          onClick={() => choose({ kind: 'decline-all' })}
        >
          {t('consent.decline_all')}
        </button>
        <button
          type="button"
          className={`${button} border-black/30`}
          onClick={() => choose({ kind: 'accept-necessary' })}
        >
          {t('consent.accept_necessary')}
        </button>
        <button type="button" className={`${button} border-transparent underline`} onClick={openSettings}>
          {t('consent.manage')}
        </button>
      </div>
    </section>
  );
}
