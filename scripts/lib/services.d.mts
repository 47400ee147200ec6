import type { ChildProcess } from 'node:child_process';

export declare const repoRoot: string;

export declare function freePort(): Promise<number>;

export declare function waitForUrl(
  url: string,
  options?: { timeoutMs?: number; child?: ChildProcess },
): Promise<void>;

export interface StartedService {
  name: string;
  child: ChildProcess;
  output: string[];
  stop(): Promise<void>;
}

export declare function startService(options: {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
  readyUrl?: string;
  quiet?: boolean;
  timeoutMs?: number;
}): Promise<StartedService>;

export declare function demoBackendEnv(backendPort: number): {
  SHOP_ERP_URL: string;
  SHOP_SEARCH_URL: string;
};
