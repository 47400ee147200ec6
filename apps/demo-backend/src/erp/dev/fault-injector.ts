import { setTimeout as sleep } from 'node:timers/promises';
import { ErpError } from '../http/errors.ts';

export interface FaultSettings {
  /** Status the next `count` cart syncs answer with. */
  status: 500 | 503 | null;
  count: number;
  /** Delay added to every cart sync until the faults are cleared. */
  latencyMs: number;
}

const NONE: FaultSettings = { status: null, count: 0, latencyMs: 0 };

/**
 * Makes cart syncs fail or slow down on demand, so the storefront's retry and back-off can be tested
 * against the real API (like the js-cart demo server's 503 switch).
 */
export class FaultInjector {
  private settings: FaultSettings = NONE;

  current(): FaultSettings {
    return { ...this.settings };
  }

  set(settings: FaultSettings): void {
    this.settings = { ...settings };
  }

  clear(): void {
    this.settings = NONE;
  }

  /** Called at the start of a sync, before anything is read or written. */
  async beforeSync(): Promise<void> {
    const { status, count, latencyMs } = this.settings;
    if (latencyMs > 0) await sleep(latencyMs);
    if (status !== null && count > 0) {
      this.settings = { ...this.settings, count: count - 1 };
      throw new ErpError(status, status === 503 ? 'Service Unavailable' : 'Internal Server Error');
    }
  }
}
