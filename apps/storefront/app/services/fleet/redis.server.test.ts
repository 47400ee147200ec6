import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRedisLink, type RedisLink } from './redis.server';

vi.mock('~/config/server-config.server', () => ({ getServerConfig: () => ({}) }));

let link: RedisLink | undefined;
let server: Server | undefined;
const sockets = new Set<Socket>();

afterEach(async () => {
  await link?.close();
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  link = server = undefined;
});

/** A TCP server on a free port of 127.0.0.1; `answer` gets what arrives on each connection. */
async function tcpServer(answer: (socket: Socket, data: string) => void): Promise<number> {
  server = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (data) => answer(socket, data.toString()));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

async function closedPort(): Promise<number> {
  const port = await tcpServer(() => undefined);
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
  return port;
}

describe('Redis down or slow: the node keeps to its own memory', () => {
  it('answers reads with nothing at once while Redis cannot be reached, and says so once', async () => {
    const log = vi.fn();
    link = createRedisLink(
      { url: new URL(`redis://127.0.0.1:${await closedPort()}`), timeoutMs: 100, prefix: 't:' },
      log,
    );
    const level = link.sharedLevel('catalog');
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    for (let i = 0; i < 5; i += 1) expect(await level.get('k')).toBeUndefined();
    level.set('k', '{}', 1_000);
    // The client keeps trying to reconnect meanwhile; the log does not repeat itself.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/^redis: away at 127\.0\.0\.1:\d+ .*its own memory/);
  });

  it('gives up on a Redis that does not answer after its timeout, says so once, and again once it answers', async () => {
    let hang = true;
    const late: Socket[] = [];
    // A stand-in that speaks just enough RESP for a connection, then lets GET wait while `hang` is set.
    const port = await tcpServer((socket, data) => {
      for (const command of data.split(/(?=\*\d+\r\n\$)/)) {
        const name = command.split('\r\n')[2]?.toLowerCase();
        const info = '# Server\r\nloading:0\r\n';
        if (name === 'hello') socket.write('%1\r\n$6\r\nserver\r\n$5\r\nredis\r\n');
        else if (name === 'info') socket.write(`$${info.length}\r\n${info}\r\n`);
        else if (name === 'get' && hang) late.push(socket);
        else if (name === 'get') socket.write('$2\r\n{}\r\n');
        else socket.write('+OK\r\n');
      }
    });
    const log = vi.fn();
    link = createRedisLink({ url: new URL(`redis://127.0.0.1:${port}`), timeoutMs: 100, prefix: 't:' }, log);
    const level = link.sharedLevel('catalog');
    await vi.waitFor(() => expect(link!.up).toBe(true));
    expect(await level.get('k')).toBeUndefined();
    expect(await level.get('k')).toBeUndefined();
    expect(log.mock.calls.map(([line]) => String(line).split(' ')[1])).toEqual(['connected', 'away']);
    // A slow Redis answers in the end: the answers the node stopped waiting for come first.
    hang = false;
    for (const socket of late.splice(0)) socket.write('$-1\r\n');
    expect(await level.get('k')).toBe('{}');
    expect(log.mock.calls.map(([line]) => String(line).split(' ')[1])).toEqual(['connected', 'away', 'back']);
  });
});

describe('values shared through Redis', () => {
  it("are kept under the build's id: a node of another build neither reads nor overwrites them", async () => {
    const keys: string[] = [];
    const port = await tcpServer((socket, data) => {
      for (const command of data.split(/(?=\*\d+\r\n\$)/)) {
        const words = command.split('\r\n');
        const name = words[2]?.toLowerCase();
        const info = '# Server\r\nloading:0\r\n';
        if (name === 'hello') socket.write('%1\r\n$6\r\nserver\r\n$5\r\nredis\r\n');
        else if (name === 'info') socket.write(`$${info.length}\r\n${info}\r\n`);
        else if (name === 'get' || name === 'set') {
          keys.push(`${name} ${words[4]}`);
          socket.write(name === 'get' ? '$-1\r\n' : '+OK\r\n');
        } else socket.write('+OK\r\n');
      }
    });
    link = createRedisLink(
      { url: new URL(`redis://127.0.0.1:${port}`), timeoutMs: 1_000, prefix: 't:' },
      vi.fn(),
    );
    const level = link.sharedLevel('search');
    await vi.waitFor(() => expect(link!.up).toBe(true));
    level.set('listing:a', '{}', 1_000);
    expect(await level.get('listing:a')).toBeUndefined();
    // vitest.config.ts builds the tests with the build id 'test-build'.
    expect(keys).toEqual([
      'set t:cache:test-build:search:listing:a',
      'get t:cache:test-build:search:listing:a',
    ]);
  });
});
