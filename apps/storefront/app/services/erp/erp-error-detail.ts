/**
 * The ERP's explanation of an error: FastAPI bodies carry `detail` as a string or a list of `{msg}`
 * (docs/contracts/erp.md#transport-and-errors). Shared by the server and the browser clients.
 */
export function erpErrorDetail(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'detail' in body) {
    const { detail } = body;
    if (typeof detail === 'string') return detail;
    if (Array.isArray(detail)) {
      return detail
        .map((item: unknown) => (item && typeof item === 'object' && 'msg' in item ? String(item.msg) : ''))
        .filter(Boolean)
        .join('; ');
    }
  }
  return fallback;
}
