import { describe, expect, it } from 'vitest';
import { catalogueAt } from './catalogues';
import { LOCALES } from './locales';
import { catalogueAddress, catalogueFile, messagesFor } from './messages.server';
import { loader } from '../routes/api/messages';

const fileOf = (address: string) => address.slice('/_messages/'.length);

describe('catalogue addresses', () => {
  it('each language has its own address, which serves its catalogue with the fallback', async () => {
    const addresses = LOCALES.map(catalogueAddress);
    expect(new Set(addresses).size).toBe(LOCALES.length);
    for (const locale of LOCALES) {
      const address = catalogueAddress(locale);
      expect(address).toMatch(new RegExp(`^/_messages/${locale}\\.[0-9a-f]{12}\\.json$`));
      // The server renders with the same object it serves: no page hydrates into other words.
      expect(catalogueAt(address)).toBe(messagesFor(locale));
      const response = loader({ params: { file: fileOf(address) } } as never);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(
        'public, max-age=31536000, s-maxage=31536000, immutable',
      );
      expect(await response.json()).toEqual(messagesFor(locale));
    }
  });

  it("an earlier build's address gets today's catalogue, kept only briefly", async () => {
    const stale = `en.${'0'.repeat(12)}.json`;
    expect(catalogueFile(stale)?.current).toBe(false);
    const response = loader({ params: { file: stale } } as never);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    expect(await response.json()).toEqual(messagesFor('en'));
  });

  it('no catalogue for another name or language', () => {
    for (const file of ['xx.000000000000.json', 'en.json', 'en.000000000000.js', '../en.000000000000.json'])
      expect(loader({ params: { file } } as never).status).toBe(404);
  });
});
