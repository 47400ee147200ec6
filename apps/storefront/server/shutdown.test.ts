import { Agent, createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lifecycle } from './health';
import { gracefulServer } from './shutdown';

let server: Server;

/** A server whose `/slow` answers after `slowMs`, and `/` at once. */
async function start(slowMs: number) {
  server = createServer((request, response) => {
    if (request.url === '/slow') setTimeout(() => response.end('slow done'), slowMs);
    else response.end('quick');
  });
  const lifecycle: Lifecycle = { shuttingDown: false };
  const graceful = gracefulServer(server, lifecycle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { graceful, lifecycle, port: (server.address() as AddressInfo).port };
}

function call(port: number, path: string, agent?: Agent) {
  return new Promise<{ response: IncomingMessage; body: string; socket: Socket }>((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ response, body, socket: request.socket! }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Resolves once the server has the request under way. */
const reached = () => new Promise((resolve) => server.once('request', resolve));

afterEach(() => {
  server.closeAllConnections();
  server.close();
});

describe('graceful shutdown', () => {
  it('lets a request under way finish, refuses new connections and closes kept-alive ones', async () => {
    const { graceful, lifecycle, port } = await start(400);
    const agent = new Agent({ keepAlive: true });
    const idle = await call(port, '/', agent);
    const idleClosed = new Promise((resolve) => idle.socket.once('close', resolve));
    const arrived = reached();
    const slow = call(port, '/slow');
    await arrived;

    const stopped = graceful.shutDown(5_000);
    expect(lifecycle.shuttingDown).toBe(true);
    await idleClosed;
    await expect(call(port, '/')).rejects.toThrow(/ECONNREFUSED/);
    const { response, body } = await slow;
    expect(response.statusCode).toBe(200);
    expect(body).toBe('slow done');
    expect(response.headers.connection).toBe('close');
    expect(await stopped).toEqual({ cut: 0 });
    agent.destroy();
  });

  it('cuts the requests still under way when the bound runs out, and says how many', async () => {
    const { graceful, port } = await start(60_000);
    const arrived = reached();
    const slow = call(port, '/slow');
    await arrived;
    expect(await graceful.shutDown(100)).toEqual({ cut: 1 });
    await expect(slow).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
