import { useIntl } from '~/i18n/intl';
import { useLocation } from 'react-router';
import { usePageAlternates } from '~/hooks/use-alternates';
import { useRootData } from '~/hooks/use-root-data';
import { LOCALES } from '~/i18n/locales';
import { GlobeIcon } from '../ui/icons';

/**
 * Switches to the same page in another language. A plain form post: the server stores the choice in the
 * language cookie and answers with the localised address, with or without JavaScript.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { locale } = useRootData();
  const { pathname, search } = useLocation();
  const alternates = usePageAlternates();
  return (
    <form method="post" action="/set-locale" aria-label={intl.formatMessage({ id: 'localeswitcher.label' })}>
      <input type="hidden" name="path" value={pathname + search} />
      {LOCALES.map((code) =>
        alternates?.[code] ? (
          <input key={code} type="hidden" name={`alternate-${code}`} value={alternates[code]} />
        ) : null,
      )}
      <ul className="flex gap-1">
        {LOCALES.map((code) => {
          const name = intl.formatMessage({ id: `localeswitcher.${code}` });
          return (
            <li key={code}>
              <button
                type="submit"
                name="locale"
                value={code}
                lang={code}
                aria-current={code === locale ? 'true' : undefined}
                className="min-h-6 min-w-6 rounded px-2 py-1 text-sm uppercase hover:bg-black/5 aria-[current=true]:bg-brand-dark aria-[current=true]:text-white"
              >
                <span aria-hidden="true">{code}</span>
                <span className="sr-only">{name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </form>
  );
}

/**
 * The switcher where a phone's header has room for it: the current language's code opens the list,
 * without JavaScript too (a details element), beside the account and the cart.
 */
export function LanguageMenu() {
  const intl = useIntl();
  const { locale } = useRootData();
  return (
    <details className="relative">
      <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1 rounded p-2 text-sm uppercase hover:bg-black/5 [&::-webkit-details-marker]:hidden">
        <GlobeIcon />
        <span aria-hidden="true">{locale}</span>
        <span className="sr-only">
          {intl.formatMessage(
            { id: 'localeswitcher.current' },
            { language: intl.formatMessage({ id: `localeswitcher.${locale}` }) },
          )}
        </span>
      </summary>
      <div className="absolute right-0 top-full z-30 mt-1 rounded-lg bg-white p-2 shadow-lg">
        <LanguageSwitcher />
      </div>
    </details>
  );
}
