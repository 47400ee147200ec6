import type { ChildProcess } from 'node:child_process';

export declare const OPENSEARCH_DIR: string;

export declare class OpenSearchUnavailableError extends Error {}

export declare function openSearchSkipReason(): string | undefined;

export declare function ensureOpenSearch(options?: {
  log?: (line: string) => void;
}): Promise<{ java: string; classpath: string }>;

export interface StartedOpenSearch {
  name: 'opensearch';
  url: string;
  port: number;
  child: ChildProcess;
  output: string[];
  /** From launching the JVM to a yellow or green cluster. */
  startMs: number;
  stop(): Promise<void>;
}

export declare function startOpenSearch(options?: {
  port?: number;
  dataDir?: string;
  quiet?: boolean;
  heapMb?: number;
  timeoutMs?: number;
}): Promise<StartedOpenSearch>;
