import {
  createServer,
  request as forward,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * What the proxy does with the calls it gets: pass them on, drop every connection (a backend that is
 * down or unreachable), answer an error status itself, or hold each call `ms` before passing it on.
 */
type Fault = 'pass' | 'down' | { status: number } | { slowMs: number };

export interface FaultProxy {
  /** The proxy's origin, http://127.0.0.1:{port}; paths are passed on unchanged. */
  origin: string;
  /** The last calls the proxy got (at most 200), oldest first, whatever it did with them. */
  received: { path: string; headers: IncomingHttpHeaders }[];
  set(fault: Fault): void;
  close(): Promise<void>;
}

/**
 * A reverse proxy on 127.0.0.1 between a storefront and one of its backends (`target`, an origin),
 * switched at run time, so one test can take that backend down and bring it back.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let fault: Fault = 'pass';
  const sockets = new Set<Socket>();
  const received: FaultProxy['received'] = [];

  function pass(incoming: IncomingMessage, outgoing: ServerResponse) {
    const call = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    call.on('error', () => outgoing.destroy());
    incoming.pipe(call);
  }

  const server = createServer((incoming, outgoing) => {
    received.push({ path: incoming.url ?? '', headers: incoming.headers });
    if (received.length > 200) received.shift();
    const current = fault;
    if (current === 'down') {
      incoming.socket.destroy();
    } else if (current === 'pass') {
      pass(incoming, outgoing);
    } else if ('status' in current) {
      outgoing.writeHead(current.status, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ detail: `Fault proxy: ${current.status}` }));
    } else {
      const timer = setTimeout(() => pass(incoming, outgoing), current.slowMs);
      // A caller that gives up first is not answered later.
      outgoing.once('close', () => clearTimeout(timer));
    }
  });
  server.on('connection', (socket) => {
    if (fault === 'down') return socket.destroy();
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    set(next) {
      fault = next;
      // Kept-alive connections would otherwise carry on as if nothing happened.
      if (next === 'down') for (const socket of sockets) socket.destroy();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
