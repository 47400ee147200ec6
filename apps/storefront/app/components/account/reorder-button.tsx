import { useState } from 'react';
import { Link } from 'react-router';
import type { CartEngine } from '~/domain/cart-engine';
import type { LineProduct } from '~/domain/cart-line-product';
import { type ReorderOutcome, type ReorderPlan, reorderOutcome } from '~/domain/reorder';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { useIntl } from '~/i18n/intl';
import { knownLineProducts } from '~/services/cart/line-products-cache';
import { useCart } from '../cart/cart-context';

type Report =
  { kind: 'done'; outcome: ReorderOutcome; notSold: string[]; pending: boolean } | { kind: 'error' };

/** Resolves once the engine has nothing left to send, or has failed to send it (it then retries alone). */
function settled(engine: CartEngine): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const state = engine.getState();
      if (state.hasPendingTransactions && !state.syncError && !state.erpNotAvailable) return;
      stop();
      resolve();
    };
    const stop = engine.subscribe(check);
    check();
  });
}

interface ReorderButtonProps {
  /** The products of the lines to put in the cart. */
  productIds: readonly number[];
  /** Which lines go in, once the catalogue has said which of the products it still sells. */
  plan: (products: ReadonlyMap<number, LineProduct | null>) => ReorderPlan;
  /** The button's text (a message id), when it is not "Order again". */
  labelId?: string;
}

/**
 * "Order again" (an order's lines) or "Add the list to the cart" (a wishlist's): the lines the
 * catalogue still sells go into the current cart as one cart sync (the ERP prices them at today's
 * prices, as any add), then the shopper is told what was added and which lines were not, and why. No
 * confirmation: the cart can be changed back.
 */
export function ReorderButton({ productIds, plan, labelId = 'sale.reorder.button' }: ReorderButtonProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const localePath = useLocalePath();
  const { startCart } = useCart();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const t = (id: string) => intl.formatMessage({ id });

  const reorder = async () => {
    setBusy(true);
    setReport(null);
    try {
      const ids = [...productIds];
      const [{ engine }, { loadLineProducts }] = await Promise.all([
        startCart(),
        import('~/services/cart/line-products'),
      ]);
      await loadLineProducts(locale, ids);
      const planned = plan(knownLineProducts(locale, ids));
      const before = engine.getState().lines;
      const taken = planned.items.filter((item) => engine.add(item.productId, item.qty, item.options));
      // One request for every line: the add's batching would wait; this sends what is pending now.
      void engine.sync();
      await settled(engine);
      const state = engine.getState();
      const outcome = reorderOutcome(taken, before, state.cart);
      const untaken = planned.items.filter((item) => !taken.includes(item)).map((item) => item.name);
      setReport({
        kind: 'done',
        outcome: { added: outcome.added, refused: [...outcome.refused, ...untaken] },
        notSold: planned.notSold,
        pending: state.hasPendingTransactions,
      });
    } catch (error) {
      console.error('account: the order could not be put in the cart again;', error);
      setReport({ kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => void reorder()}
        disabled={busy}
        aria-busy={busy}
        className="rounded bg-black px-4 py-2 text-white disabled:opacity-60"
      >
        {busy ? t('sale.reorder.busy') : t(labelId)}
      </button>
      <div role="status" aria-live="polite">
        {report?.kind === 'error' ? <p className="text-red-800">{t('sale.reorder.error')}</p> : null}
        {report?.kind === 'done' ? <ReorderReport report={report} cartPath={localePath('/cart')} /> : null}
      </div>
    </div>
  );
}

function NameList({ title, names }: { title: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <div>
      <p>{title}</p>
      <ul className="list-disc pl-6">
        {names.map((name, index) => (
          <li key={`${index}-${name}`}>{name}</li>
        ))}
      </ul>
    </div>
  );
}

function ReorderReport({
  report,
  cartPath,
}: {
  report: Extract<Report, { kind: 'done' }>;
  cartPath: string;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { added, refused } = report.outcome;
  return (
    <div className="space-y-2 rounded border border-black/20 p-3" data-testid="reorder-report">
      {report.pending ? (
        <p>{t('sale.reorder.pending')}</p>
      ) : added.length > 0 ? (
        <NameList
          title={intl.formatMessage({ id: 'sale.reorder.added' }, { count: added.length })}
          names={added}
        />
      ) : (
        <p>{t('sale.reorder.none_added')}</p>
      )}
      <NameList title={t('sale.reorder.not_sold')} names={report.notSold} />
      {report.pending ? null : <NameList title={t('sale.reorder.refused')} names={refused} />}
      <Link to={cartPath} className="underline">
        {t('sale.reorder.see_cart')}
      </Link>
    </div>
  );
}
