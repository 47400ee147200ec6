import { useIntl } from '~/i18n/intl';
import type { FacetConfig } from '~/domain/search-facets';

/**
 * A facet's title: its message (`search.facets.{name}`) when the shop's messages have one, else the
 * configured title for the language, else its name. Facets are configuration, so their ids are too.
 */
export function useFacetTitle(facets: readonly FacetConfig[]): (name: string) => string {
  const intl = useIntl();
  return (name) => {
    const id = `search.facets.${name}`;
    if (intl.messages[id]) return intl.formatMessage({ id });
    return facets.find((facet) => facet.name === name)?.titles?.[intl.locale] ?? name;
  };
}
