/** What the listener knows of a click on a link. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/** What the listener knows of the clicked link (an anchor has these). */
export interface ClickedLink {
  origin: string;
  target: string;
  hasAttribute(name: 'download'): boolean;
}

/**
 * Whether a click on one of the shop's page links opens its page inside the app. The browser follows
 * it itself for another button or a modifier key (a new tab or window, a download), a link to another
 * window or origin, a download, or a click a handler already took: the rule React Router's Link
 * follows, for links that carry no hooks (PageLink).
 */
export function followsInApp(click: LinkClick, link: ClickedLink, origin: string): boolean {
  return (
    !click.defaultPrevented &&
    click.button === 0 &&
    !(click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) &&
    (link.target === '' || link.target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === origin
  );
}
