import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { HEART_ANCHOR } from '~/domain/wishlists';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { useIntl } from '~/i18n/intl';
import { NATIVE_FORM_ATTRIBUTE } from '~/services/hydration/native-form';
import { useSessionUser } from '~/services/session/use-session';

/**
 * The product page's heart: a plain form the server answers (routes/account/wishlist-action.server.ts),
 * so that it costs the page's first load next to nothing and works before the page's scripts. It adds
 * the product to the customer's default list (or takes it out), and sends a visitor to sign in and
 * back; whether the product is listed is asked once the page has hydrated, for a signed-in customer.
 * Absent where the ERP has no wishlists (domain/erp-modules.ts).
 */
const noSubscription = () => () => undefined;

export function WishlistHeart({ productId }: { productId: number }) {
  const intl = useIntl();
  const { erpModules, locale } = useRootData();
  const localePath = useLocalePath();
  const { pathname, search } = useLocation();
  const user = useSessionUser();
  // Marks the form once its own code has hydrated it (the page's scripts may come first).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // Whose product the default list was last found to hold: another customer or product is not.
  const key = user ? `${user.login}:${productId}` : null;
  const [listedFor, setListedFor] = useState<string | null>(null);
  const listed = key !== null && listedFor === key;

  useEffect(() => {
    if (!erpModules.wishlists || !key) return;
    let current = true;
    import('./wishlist-listed')
      .then(({ isInDefaultWishlist }) => isInDefaultWishlist(locale, productId))
      .then(
        (found) => current && setListedFor(found ? key : null),
        // Unknown, the heart offers to add: adding a listed product again changes nothing.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [erpModules.wishlists, key, locale, productId]);

  if (!erpModules.wishlists) return null;
  return (
    <form
      method="post"
      action={localePath('/account/wishlists')}
      id={HEART_ANCHOR}
      {...{ [NATIVE_FORM_ATTRIBUTE]: '' }}
      data-hydrated={hydrated || undefined}
    >
      <input type="hidden" name="intent" value={listed ? 'heart-remove' : 'heart-add'} />
      <input type="hidden" name="product" value={productId} />
      <input type="hidden" name="back" value={pathname + search} />
      <button
        type="submit"
        aria-pressed={listed}
        className="flex items-center gap-2 rounded border border-black/30 px-3 py-2 hover:bg-black/5"
      >
        <span aria-hidden="true" className="text-xl leading-none text-brand-dark">
          {listed ? '♥' : '♡'}
        </span>
        {intl.formatMessage({ id: listed ? 'wishlist.heart.added' : 'wishlist.heart.add' })}
      </button>
    </form>
  );
}
