import { useIntl } from '~/i18n/intl';
import { useLocation } from 'react-router';
import { usePageAlternates } from '~/hooks/use-alternates';
import { useRootData } from '~/hooks/use-root-data';
import { LOCALES } from '~/i18n/locales';

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
