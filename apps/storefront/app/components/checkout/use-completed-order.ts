import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { type PaymentReturn, readPaymentReturn } from '~/domain/payment-return';
import type { LastSale } from '~/services/cart/last-sale';
import { useCart } from '../cart/cart-context';

export interface CompletedOrder {
  /** False until the browser has read the return and its storage. */
  ready: boolean;
  paymentReturn: PaymentReturn | undefined;
  lastSale: LastSale | null;
}

/**
 * docs/product/states.md#cart-sync: back from the payment with status success or pending, the cart becomes the last sale, the
 * pending transactions are cleared and the cart starts empty. Done once per payment reference, so that
 * reloading the page later does not empty a new cart.
 */
export function useCompletedOrder(): CompletedOrder {
  const location = useLocation();
  const { services } = useCart({ start: true });
  const [result, setResult] = useState<CompletedOrder>({
    ready: false,
    paymentReturn: undefined,
    lastSale: null,
  });

  useEffect(() => {
    if (!services) return;
    const paymentReturn = readPaymentReturn(new URLSearchParams(location.search));
    let lastSale = services.lastSale.read();
    const alreadyDone =
      lastSale !== null && paymentReturn?.reference != null && lastSale.reference === paymentReturn.reference;
    if (paymentReturn?.completed && !alreadyDone) {
      const paid = services.engine.completeOrder();
      if (paid) {
        lastSale = {
          cart: paid,
          status: paymentReturn.status,
          reference: paymentReturn.reference,
          pendingMessage: paymentReturn.pendingMessage,
        };
        services.lastSale.save(lastSale);
      }
      // The confirmed cart is gone from the ERP; this also brings back a cart the payment did not take.
      void services.engine.sync();
    }
    setResult({ ready: true, paymentReturn, lastSale });
  }, [services, location.search]);

  return result;
}
