/** Types of shop.mjs for the TypeScript specs that start the shop in its containers. */
export interface ContainerExit {
  exitCode: number;
  seconds: number;
  grace: number;
  logs: string;
}

export interface ContainerShop {
  project: string;
  base: string;
  config: { services: Record<string, Record<string, unknown>> };
  urls: { storefront: string; backend: string; cms: string };
  buildSeconds: Record<string, number>;
  imageBytes: Record<string, number>;
  containers: Record<string, string>;
  coldStartSeconds: number;
  inspect(service: string): { Config: { User: string; Env: string[] }; State: Record<string, unknown> };
  logs(service: string): string;
  stop(): Record<string, ContainerExit>;
  remove(): void;
}

export function startContainerShop(options?: { log?: (message: string) => void }): Promise<ContainerShop>;
export function substitute<T>(value: T, env: Record<string, string | undefined>): T;
export function durationSeconds(value: unknown, fallback: number): number;
export function startOrder(services: Record<string, Record<string, unknown>>): string[];
export function dependencies(service: Record<string, unknown>): { name: string; condition: string }[];
