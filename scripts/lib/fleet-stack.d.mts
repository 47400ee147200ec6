import type { StartedService } from './services.mjs';

export interface StartedVarnish extends StartedService {
  url: string;
  admin(...command: string[]): string;
}

export declare function startFleet(options: {
  buildDir: string;
  backendPort: number;
  cmsPort?: number;
  workDir: string;
  nodes?: number;
  env?: Record<string, string>;
  quiet?: boolean;
  varnishPort?: number;
}): Promise<{
  varnish: StartedVarnish;
  varnishUrl: string;
  redisPort: number;
  nodeUrls: string[];
  readonly nodes: StartedService[];
  readonly redis: StartedService;
  killNode(index: number): void;
  restartNode(index: number): Promise<StartedService>;
  killRedis(): void;
  restartRedis(): Promise<StartedService>;
  nodeHealthy(index: number): boolean;
  stop(): Promise<void>;
}>;
