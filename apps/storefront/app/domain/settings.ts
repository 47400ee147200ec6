/** Reference data from the ERP (docs/product/entities.md#settings). Every list is empty by default. */
export interface Named {
  id: number;
  name: string;
}
export interface Country extends Named {
  code: string;
}
export interface Settings {
  countries: Country[];
  titles: Named[];
  states: Country[];
  currencies: Country[];
  leadSubjects: Named[];
  therapistIndustries: Named[];
  b2bIndustries: Named[];
  recaptchaPublicKey: string | null;
}

export const EMPTY_SETTINGS: Settings = {
  countries: [],
  titles: [],
  states: [],
  currencies: [],
  leadSubjects: [],
  therapistIndustries: [],
  b2bIndustries: [],
  recaptchaPublicKey: null,
};

/** Luxembourg, Belgium, France and Germany come first, in that order (docs/product/entities.md#settings, docs/product/constants.md#defaults). */
export const PRIORITY_COUNTRY_IDS = [134, 21, 76, 58] as const;

/** The countries with the priority ones first, the others after them in their own order. */
export function sortCountries<T extends { id: number }>(countries: readonly T[]): T[] {
  const rank = (country: T) => {
    const index = (PRIORITY_COUNTRY_IDS as readonly number[]).indexOf(country.id);
    return index === -1 ? PRIORITY_COUNTRY_IDS.length : index;
  };
  return countries
    .map((country, position) => ({ country, position }))
    .sort((a, b) => rank(a.country) - rank(b.country) || a.position - b.position)
    .map(({ country }) => country);
}
