import de from './messages/de.json';
import en from './messages/en.json';
import fr from './messages/fr.json';
import nl from './messages/nl.json';
import { FALLBACK_LOCALE, type Locale } from './locales';

export type Messages = Record<string, string>;

const catalogues: Record<Locale, Messages> = { fr, nl, en, de };

/** The locale's messages over the fallback locale's, so a missing key still reads in English. */
export function messagesFor(locale: Locale): Messages {
  return { ...catalogues[FALLBACK_LOCALE], ...catalogues[locale] };
}

export { catalogues };
