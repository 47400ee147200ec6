import { PageLink } from '~/components/ui/page-link';
import type { FacetConfig } from '~/domain/search-facets';
import type { SearchState } from '~/domain/search-state';
import { useIntl } from '~/i18n/intl';
import { useListingHref } from './listing-links';

interface SearchCorrectionProps {
  state: SearchState;
  facets: readonly FacetConfig[];
  correction: string;
}

/** "Did you mean …?": the suggester's correction as a link to that search, filters left behind. */
export function SearchCorrection({ state, facets, correction }: SearchCorrectionProps) {
  const intl = useIntl();
  const href = useListingHref(facets);
  return (
    <p data-testid="search-correction">
      {intl.formatMessage(
        { id: 'search.correction' },
        {
          link: (chunks) => (
            <PageLink
              to={href({ ...state, q: correction, page: 1, selections: {} })}
              className="font-semibold text-brand-dark underline"
            >
              {chunks}
            </PageLink>
          ),
          suggestion: correction,
        },
      )}
    </p>
  );
}
