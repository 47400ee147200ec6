import { useIntl } from '~/i18n/intl';
import { useLocalePath } from '~/hooks/use-root-data';
import { PageLink } from '~/components/ui/page-link';

export interface Crumb {
  name: string;
  /** Unprefixed path; the last crumb (the current page) has none. */
  path?: string;
}

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const all: Crumb[] = [{ name: intl.formatMessage({ id: 'navbar.home' }), path: '/' }, ...crumbs];
  return (
    <nav aria-label={intl.formatMessage({ id: 'breadcrumb.label' })} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-black/75">
        {all.map((crumb, index) => (
          <li key={`${crumb.name}-${index}`} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">›</span> : null}
            {crumb.path && index < all.length - 1 ? (
              <PageLink to={localePath(crumb.path)} className="hover:underline">
                {crumb.name}
              </PageLink>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
