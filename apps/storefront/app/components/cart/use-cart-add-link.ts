import { useEffect, useRef } from 'react';
import { useIntl } from '~/i18n/intl';
import { useLocation, useNavigate } from 'react-router';
import { readAddLink } from '~/domain/cart-add-link';
import { useNotify } from '../notifications/notifications';
import { useCart } from './cart-context';

/**
 * `/cart?add=<productId>&qty=<n>` (links in e-mail campaigns) adds the product once, then the address
 * bar loses the parameters so that a reload or a shared address does not add it again.
 */
export function useCartAddLink(): void {
  const intl = useIntl();
  const notify = useNotify();
  const location = useLocation();
  const navigate = useNavigate();
  const { services } = useCart({ start: true });
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!services || handled.current === location.key) return;
    const link = readAddLink(new URLSearchParams(location.search));
    if (!link) return;
    handled.current = location.key;
    const added = link.request && services.engine.add(link.request.productId, link.request.qty);
    notify(
      added ? 'success' : 'error',
      intl.formatMessage({ id: added ? 'cart.link.added' : 'cart.link.invalid' }),
    );
    const rest = link.rest.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [services, location, navigate, notify, intl]);
}
