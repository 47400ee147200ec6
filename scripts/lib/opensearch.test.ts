import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSearchPort } from './opensearch-catalogue.ts';
import { ensureOpenSearch, OpenSearchUnavailableError, openSearchSkipReason } from './opensearch.ts';

const saved = { PATH: process.env.PATH, OPENSEARCH_SKIP_REASON: process.env.OPENSEARCH_SKIP_REASON };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** A PATH with no java, javac, mvn or apt-get on it. */
function emptyPath() {
  const dir = mkdtempSync(path.join(tmpdir(), 'no-java-'));
  process.env.PATH = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

describe('when OpenSearch cannot run', () => {
  it('says why in one line, from OPENSEARCH_SKIP_REASON', async () => {
    process.env.OPENSEARCH_SKIP_REASON = 'no Java on this machine';
    expect(openSearchSkipReason()).toBe('no Java on this machine');
    await expect(ensureOpenSearch({ log: () => {} })).rejects.toThrow(OpenSearchUnavailableError);
  });

  it('names what is missing and the command that installs it, when it may not install it', async () => {
    delete process.env.OPENSEARCH_SKIP_REASON;
    const cleanUp = emptyPath();
    try {
      const reason = openSearchSkipReason();
      expect(reason).toMatch(/^OpenSearch needs java 17\+/);
      expect(reason).toContain('apt-get install -y openjdk-17-jdk-headless maven');
      expect(reason).not.toContain('\n');
      await expect(ensureOpenSearch({ log: () => {} })).rejects.toThrow(reason);
    } finally {
      cleanUp();
    }
  });
});

describe('OPENSEARCH_PORT', () => {
  it('is 9200 by default, any port number otherwise, and refuses anything else', () => {
    expect(openSearchPort({})).toBe(9200);
    expect(openSearchPort({ OPENSEARCH_PORT: '0' })).toBe(0);
    expect(openSearchPort({ OPENSEARCH_PORT: '9250' })).toBe(9250);
    expect(() => openSearchPort({ OPENSEARCH_PORT: 'nine' })).toThrow(
      /OPENSEARCH_PORT must be a port number/,
    );
    expect(() => openSearchPort({ OPENSEARCH_PORT: '70000' })).toThrow(/OPENSEARCH_PORT/);
  });
});
