import { useIntl } from '~/i18n/intl';
import { isSellable, type Product, stockStateOf } from '~/domain/catalog';

const LABELS = {
  in_stock: 'product.stock.available',
  in_limited_stock: 'product.stock.ending_soon',
  resupplying: 'product.stock.resupplying',
  out_of_stock: 'product.stock.not_available',
  soon_available: 'product.stock.soon_available',
} as const;

function stockLabelId(stock: Product['stock']): string {
  return LABELS[stockStateOf(stock)];
}

export function StockBadge({ stock }: { stock: Product['stock'] }) {
  const intl = useIntl();
  const available = isSellable(stock);
  return (
    <p className={`text-sm ${available ? 'text-green-800' : 'text-red-800'}`} data-testid="stock">
      {intl.formatMessage({ id: stockLabelId(stock) })}
    </p>
  );
}
