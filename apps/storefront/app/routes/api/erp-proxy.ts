import { hasSecureOrigin } from '~/config/request-origin.server';
import { requestClientAddress } from '~/config/client-address.server';
import { getServerConfig } from '~/config/server-config.server';
import { proxyToErp } from '~/services/erp/erp-proxy.server';
import { limitErpCall } from '~/services/limits/erp-limits.server';
import type { Route } from './+types/erp-proxy';

function forward(
  request: Request,
  params: Route.LoaderArgs['params'],
  context: Route.LoaderArgs['context'],
): Promise<Response> {
  const config = getServerConfig();
  const path = params['*'] ?? '';
  const clientAddress = requestClientAddress(request, context);
  return limitErpCall(request, path, clientAddress, () =>
    proxyToErp(request, path, {
      upstream: config.erpUrl,
      timeoutMs: config.erpTimeoutMs,
      secureCookies: hasSecureOrigin(request),
      clientAddress,
      extension: config.erpApi.extension,
    }),
  );
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  return forward(request, params, context);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return forward(request, params, context);
}
