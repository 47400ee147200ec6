import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { followsInApp } from '~/services/navigation/in-app-link';
import { followShopperNavigation } from '~/services/navigation/shopper-navigation';

type PageLinkProps = Omit<React.ComponentPropsWithoutRef<'a'>, 'href'> & {
  /** An absolute path of the shop (localised by the caller). */
  to: string;
  /** The page opens where the visitor is on it (a listing's filters, sort and pages), not at its top. */
  preventScrollReset?: boolean;
};

/**
 * A link to another page of the shop, opened without a page load once the app runs. Unlike React
 * Router's Link it runs no hooks: a page holds a hundred links (menus, footer, product cards), whose
 * hooks cost every server render and every hydration on a phone. One listener (PageLinkNavigation)
 * follows them all; `data-discover` lets React Router learn their routes ahead, as it does for Link.
 */
export function PageLink({ to, preventScrollReset, ...props }: PageLinkProps) {
  // data-page-link marks it for PageLinkNavigation, data-keep-scroll its preventScrollReset.
  return (
    <a
      href={to}
      data-discover="true"
      data-page-link=""
      data-keep-scroll={preventScrollReset ? '' : undefined}
      {...props}
    />
  );
}

/** Follows clicks on page links inside the app (followsInApp says which); mounted once, in the root. */
export function PageLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    // On the window, so that it runs after React's own listeners: a handler that took the click wins.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element && event.target.closest('a[data-page-link]');
      if (!(link instanceof HTMLAnchorElement) || !followsInApp(event, link, location.origin)) return;
      event.preventDefault();
      followShopperNavigation(
        navigate(link.pathname + link.search + link.hash, {
          preventScrollReset: link.hasAttribute('data-keep-scroll'),
        }),
      );
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
