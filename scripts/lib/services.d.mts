import type { ChildProcess } from 'node:child_process';

export declare const repoRoot: string;

export declare const STOREFRONT_NODE_FLAGS: string[];
export declare const STOREFRONT_PROCESS_ENV: Record<string, string>;
export declare const STOREFRONT_SERVER: {
  command: string;
  args: string[];
  processEnv: Record<string, string>;
};

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
  processEnv?: Record<string, string>;
  readyUrl?: string;
  quiet?: boolean;
  timeoutMs?: number;
}): Promise<StartedService>;

export declare function demoBackendEnv(backendPort: number, cmsPort?: number): Record<string, string>;

export declare function createCmsReadToken(
  cmsUrl: string,
  account?: { name?: string; email?: string; password?: string },
): Promise<string>;

export declare function startCms(options: {
  port: number;
  workDir?: string;
  serveAdmin?: boolean;
  quiet?: boolean;
  webhook?: { url: string; secret: string };
  timeoutMs?: number;
  env?: Record<string, string>;
}): Promise<StartedService>;

export declare function startDemoBackend(options: {
  port: number;
  dataDir?: string;
  mode?: 'development' | 'test' | 'production';
  quiet?: boolean;
  watch?: boolean;
  logLevel?: string;
  env?: Record<string, string>;
}): Promise<StartedService>;

export declare function startTemporaryDemoBackend(): Promise<{
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}>;
