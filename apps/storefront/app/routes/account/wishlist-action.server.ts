import { data, redirect } from 'react-router';
import { loginPath } from '~/domain/account-guards';
import { safeLocalPath } from '~/domain/safe-local-path';
import { HEART_ANCHOR, readWishlistChange, type WishlistChange } from '~/domain/wishlists';
import { localeFromPathname, localizePath } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages.server';
import { ErpError } from '~/services/erp/erp-error';
import { isSignedIn } from '~/services/erp/signed-in.server';
import { changeWishlists } from '~/services/erp/wishlists.server';
import { logger } from '~/services/observability/logger.server';
import { readForm } from '../read-form.server';

/** What a change of the account's lists answers: the message id said to the customer. */
export type WishlistActionData = { ok: true; message: string } | { ok: false; message: string };

const DONE: Record<Exclude<WishlistChange['intent'], 'heart-add' | 'heart-remove'>, string> = {
  create: 'wishlist.done.created',
  rename: 'wishlist.done.renamed',
  delete: 'wishlist.done.deleted',
  'remove-line': 'wishlist.done.line_removed',
  'set-quantity': 'wishlist.done.quantity',
};

/**
 * The wishlists' forms (the account's lists and the product page's heart), posted as plain forms so
 * that they work before or without the page's scripts. The ERP is asked behind the customer's own
 * session cookie; a visitor nobody has signed in (an anonymous cart's partner included) is sent to
 * sign in and back. The heart returns to the
 * product page; the account's forms answer with what was done or why not.
 */
export async function wishlistAction(request: Request, url: URL) {
  const locale = localeFromPathname(url.pathname);
  const change = readWishlistChange(await readForm(request));
  if ('error' in change) return data<WishlistActionData>({ ok: false, message: change.error }, 400);
  const heart = change.intent === 'heart-add' || change.intent === 'heart-remove';
  const { pathname, search } = safeLocalPath(
    heart ? change.back : localizePath('/account/wishlists', locale),
  );
  const back = `${pathname}${search}`;
  const cookie = request.headers.get('cookie');
  try {
    // The module also serves a visitor's anonymous cart partner: lists are kept for customers only.
    if (!(await isSignedIn(locale, cookie))) throw redirect(loginPath(locale, back), 303);
    await changeWishlists(change, {
      locale,
      cookie,
      defaultName: messagesFor(locale)['wishlist.default_name'] ?? 'Wishlist',
    });
  } catch (error) {
    if (!(error instanceof ErpError)) throw error;
    if (error.status === 401 || error.status === 403) throw redirect(loginPath(locale, back), 303);
    if (error.status === 404)
      return data<WishlistActionData>({ ok: false, message: 'wishlist.errors.not_found' }, 404);
    logger.error({ err: error }, 'wishlist change failed');
    // An ERP down is the shop's 503; a change it refused, the customer's 400.
    return data<WishlistActionData>(
      { ok: false, message: 'wishlist.errors.failed' },
      error.status >= 500 ? 503 : 400,
    );
  }
  if (heart) throw redirect(`${back}#${HEART_ANCHOR}`, 303);
  return data<WishlistActionData>({ ok: true, message: DONE[change.intent] });
}
