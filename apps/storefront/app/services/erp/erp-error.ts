/**
 * An ERP answer other than success, with the ERP's own explanation when it gave one: from the shop's
 * server (erp-client.server) and from the browser through the proxy (erp-browser-client) alike.
 */
export class ErpError extends Error {
  override name = 'ErpError';
  readonly status: number;
  readonly detail: string;
  constructor(status: number, detail: string) {
    super(`ERP answered ${status}: ${detail}`);
    this.status = status;
    this.detail = detail;
  }
}
