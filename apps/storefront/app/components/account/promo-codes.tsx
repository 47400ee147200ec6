import { useIntl } from '~/i18n/intl';
import { formatPrice } from '~/domain/money';
import type { PromoCode } from '~/domain/user';
import { useRootData } from '~/hooks/use-root-data';

/** The customer's personal promo codes, to type in at checkout. */
export function PromoCodes({ codes }: { codes: Readonly<Record<string, PromoCode>> }) {
  const intl = useIntl();
  const { locale } = useRootData();
  const list = Object.values(codes);
  if (list.length === 0) return null;
  const describe = (code: PromoCode) => {
    if (code.discount === undefined) return '';
    return code.discount_mode === 'percent'
      ? intl.formatMessage({ id: 'account.promo.percent' }, { discount: code.discount })
      : intl.formatMessage({ id: 'account.promo.amount' }, { discount: formatPrice(code.discount, locale) });
  };
  return (
    <section aria-labelledby="promo-title" className="space-y-3">
      <h2 id="promo-title" className="text-xl font-semibold">
        {intl.formatMessage({ id: 'account.promo.title' })}
      </h2>
      <ul className="space-y-2">
        {list.map((code) => (
          <li key={code.code} className="flex flex-wrap gap-2 rounded border border-black/10 p-3">
            <code className="font-semibold">{code.code}</code>
            <span>{describe(code)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
