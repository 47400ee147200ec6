import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { lineDisplay } from '~/domain/cart-line-product';
import {
  planWishlistToCart,
  type Wishlist,
  type WishlistLine,
  WISHLIST_NAME_MAX,
  WISHLIST_QUANTITY_MAX,
} from '~/domain/wishlists';
import { useIntl } from '~/i18n/intl';
import { AddToCart } from '../cart/add-to-cart';
import { LinePicture, LineTitle } from '../cart/line-product';
import { useLineCatalog } from '../cart/use-line-catalog';
import { ReorderButton } from './reorder-button';
import { Spinner } from './spinner';

/** What the last change answered (routes/account/wishlist-action.server.ts). */
export interface WishlistOutcome {
  ok: boolean;
  message: string;
}

const input = 'min-w-0 flex-1 rounded border border-black/40 px-3 py-2';
const plainButton = 'rounded border border-black/40 px-3 py-2 hover:bg-black/5 disabled:opacity-60';

/** A hidden field: the form's intent and the ids it acts on. */
function Hidden({ fields }: { fields: Record<string, string | number> }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/** A list's name, field and button: to name a new list or rename one. */
function NameForm({
  intent,
  list,
  label,
  submit,
}: {
  intent: string;
  list?: Wishlist;
  label: string;
  submit: string;
}) {
  const fieldId = useId();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <Hidden fields={list ? { intent, list: list.id } : { intent }} />
      <label htmlFor={fieldId} className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
        {label}
        <input
          id={fieldId}
          name="name"
          required
          maxLength={WISHLIST_NAME_MAX}
          defaultValue={list?.name ?? ''}
          className={input}
        />
      </label>
      <button type="submit" disabled={busy} className={plainButton}>
        {submit}
      </button>
    </Form>
  );
}

/** A line's quantity: what the whole list puts in the cart, a business customer's usual order. */
function QuantityForm({ list, line, name }: { list: Wishlist; line: WishlistLine; name: string }) {
  const intl = useIntl();
  const fieldId = useId();
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <Hidden fields={{ intent: 'set-quantity', list: list.id, product: line.productId }} />
      <label htmlFor={fieldId} className="flex flex-col gap-1 text-sm">
        {intl.formatMessage({ id: 'wishlist.quantity_label' }, { name })}
        <input
          id={fieldId}
          key={line.quantity}
          name="quantity"
          type="number"
          inputMode="numeric"
          required
          min={1}
          max={WISHLIST_QUANTITY_MAX}
          step={1}
          defaultValue={line.quantity}
          className="w-28 rounded border border-black/40 px-3 py-2"
        />
      </label>
      <button type="submit" className={plainButton}>
        {intl.formatMessage({ id: 'wishlist.save_quantity' })}
      </button>
    </Form>
  );
}

function WishlistCard({ list }: { list: Wishlist }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const catalog = useLineCatalog(list.lines.map((line) => line.productId));
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded border border-black/15 p-4"
      data-testid="wishlist"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {list.name}
      </h2>
      <p className="text-sm">{t('wishlist.count', { count: list.lines.length })}</p>
      {list.lines.length === 0 ? null : catalog.basis === null ? (
        <Spinner />
      ) : (
        <ul className="divide-y divide-black/10">
          {list.lines.map((line) => {
            const display = lineDisplay(
              t('wishlist.unknown_product'),
              catalog.products.get(line.productId) ?? undefined,
            );
            return (
              <li
                key={line.productId}
                className="flex flex-wrap items-center gap-4 py-3"
                data-testid="wishlist-line"
              >
                <LinePicture display={display} size="sm" />
                <div className="min-w-48 flex-1 space-y-2">
                  <LineTitle display={display} as="h3" />
                  <QuantityForm list={list} line={line} name={display.name} />
                </div>
                {display.path ? <AddToCart productId={line.productId} productName={display.name} /> : null}
                <Form method="post">
                  <Hidden fields={{ intent: 'remove-line', list: list.id, product: line.productId }} />
                  <button type="submit" className={plainButton}>
                    {t('wishlist.remove_line', { name: display.name })}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      {list.lines.length > 0 ? (
        <ReorderButton
          productIds={list.lines.map((line) => line.productId)}
          plan={(products) => planWishlistToCart(list.lines, products, t('wishlist.unknown_product'))}
          labelId="wishlist.to_cart"
        />
      ) : null}
      <details className="space-y-3">
        <summary className="cursor-pointer underline">{t('wishlist.manage', { name: list.name })}</summary>
        <NameForm
          intent="rename"
          list={list}
          label={t('wishlist.rename_label')}
          submit={t('wishlist.rename')}
        />
        <Form method="post">
          <Hidden fields={{ intent: 'delete', list: list.id }} />
          <button type="submit" className={plainButton}>
            {t('wishlist.delete', { name: list.name })}
          </button>
        </Form>
      </details>
    </section>
  );
}

/**
 * The account's wishlists (shopinvader_api_wishlist): named lists of products, to keep for later or,
 * for a business customer, to order again and again; each line or the whole list goes into the cart
 * the way any add does (the storefront's cart sync), so the cart shows them at once.
 */
export function Wishlists({
  lists,
  failed,
  outcome,
}: {
  lists: Wishlist[];
  failed: boolean;
  outcome: WishlistOutcome | undefined;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('wishlist.title')}</h1>
      <p>{t('wishlist.intro')}</p>
      <div role="status" aria-live="polite">
        {outcome ? (
          <p className={outcome.ok ? 'text-green-800' : 'text-red-800'} data-testid="wishlist-outcome">
            {t(outcome.message)}
          </p>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3">
          {t('wishlist.errors.fetch')}
        </p>
      ) : lists.length === 0 ? (
        <p>{t('wishlist.empty')}</p>
      ) : (
        lists.map((list) => <WishlistCard key={list.id} list={list} />)
      )}
      <NameForm intent="create" label={t('wishlist.new_label')} submit={t('wishlist.create')} />
    </section>
  );
}
