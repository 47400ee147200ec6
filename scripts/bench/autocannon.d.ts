/** The part of autocannon's API the bench's load runs use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests in all, instead of a duration. */
    amount?: number;
    headers?: Record<string, string>;
    /** Seconds a request may take before it counts as a timeout. */
    timeout?: number;
    /** Requests sent in turn on every connection; `setupRequest` may change each before it is sent. */
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  }
  export interface Result {
    /** Seconds. */
    duration: number;
    requests: { total: number; sent: number };
    throughput: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  export interface Instance extends EventEmitter {
    on(event: 'start', listener: () => void): this;
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }
  export default function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
}
