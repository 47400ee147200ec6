import { hasSecureOrigin } from '~/config/request-origin.server';
import { getServerConfig } from '~/config/server-config.server';
import { proxyToErp } from '~/services/erp/erp-proxy.server';
import type { Route } from './+types/erp-proxy';

function forward(request: Request, params: Route.LoaderArgs['params']): Promise<Response> {
  const config = getServerConfig();
  return proxyToErp(request, params['*'] ?? '', {
    upstream: config.erpUrl,
    timeoutMs: config.erpTimeoutMs,
    secureCookies: hasSecureOrigin(request),
  });
}

export function loader({ request, params }: Route.LoaderArgs) {
  return forward(request, params);
}

export function action({ request, params }: Route.ActionArgs) {
  return forward(request, params);
}
