import { describe, expect, it } from 'vitest';
import { logLevelOf } from '~/domain/log-levels';
import { createLogger } from './logger.server';
import { runInRequestContext } from './request-context.server';

function capture(level: 'info' | 'debug' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    level,
    destination: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  return { logger, lines };
}

describe('the logger', () => {
  it('writes JSON lines with the level’s name, a time and the id of the request being answered', () => {
    const { logger, lines } = capture();
    runInRequestContext({ requestId: 'req-7' }, () => logger.warn({ cache: 'cms' }, 'refresh failed'));
    logger.info('outside');
    expect(lines[0]).toMatchObject({
      level: 'warn',
      requestId: 'req-7',
      cache: 'cms',
      msg: 'refresh failed',
    });
    expect(new Date(lines[0]!.time as string).toISOString()).toBe(lines[0]!.time);
    expect(lines[1]!.requestId).toBeUndefined();
  });

  it('never writes passwords, cookies, authorizations or tokens, wherever a caller puts them', () => {
    const { logger, lines } = capture();
    logger.error(
      {
        password: 'p1',
        cookie: 'c1',
        token: 't1',
        body: { login: 'x', password: 'p2' },
        headers: { cookie: 'c2', authorization: 'Bearer a1', 'set-cookie': 's1', accept: 'json' },
      },
      'failed',
    );
    const text = JSON.stringify(lines);
    for (const secret of ['p1', 'p2', 'c1', 'c2', 't1', 'a1', 's1']) expect(text).not.toContain(`"${secret}`);
    expect(text).not.toContain('Bearer');
    expect(lines[0]).toMatchObject({ headers: { accept: 'json' } });
  });

  it('logs from its level up (SHOP_LOG_LEVEL), and knows only pino’s levels', () => {
    const { logger, lines } = capture('info');
    logger.debug('hidden');
    logger.info('shown');
    expect(lines.map((line) => line.msg)).toEqual(['shown']);
    expect(logLevelOf(undefined)).toBe('info');
    expect(logLevelOf(' Debug ')).toBe('debug');
    expect(logLevelOf('verbose')).toBeUndefined();
  });
});
