import { describe, expect, it, vi } from 'vitest';
import { catalogueAt, keepCatalogue, loadCatalogue, parseCatalogue } from './catalogues';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('message catalogues', () => {
  it('reads a catalogue once: pages and navigations of one language share it', async () => {
    const fetchCatalogue = vi.fn(async () => answer({ 'btn.back': 'Back' }));
    const first = await loadCatalogue('/_messages/en.aaaaaaaaaaaa.json', fetchCatalogue);
    const second = await loadCatalogue('/_messages/en.aaaaaaaaaaaa.json', fetchCatalogue);
    const third = await loadCatalogue('/_messages/en.aaaaaaaaaaaa.json', fetchCatalogue);
    expect(fetchCatalogue).toHaveBeenCalledTimes(1);
    expect(fetchCatalogue).toHaveBeenCalledWith('/_messages/en.aaaaaaaaaaaa.json', {
      credentials: 'same-origin',
    });
    expect(first).toEqual({ 'btn.back': 'Back' });
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(catalogueAt('/_messages/en.aaaaaaaaaaaa.json')).toBe(first);
  });

  it('never asks for a catalogue the server kept from its start', async () => {
    const messages = { 'btn.back': 'Zurück' };
    keepCatalogue('/_messages/de.bbbbbbbbbbbb.json', messages);
    const fetchCatalogue = vi.fn(async () => answer({}));
    await expect(loadCatalogue('/_messages/de.bbbbbbbbbbbb.json', fetchCatalogue)).resolves.toBe(messages);
    expect(fetchCatalogue).not.toHaveBeenCalled();
  });

  it('fails on an answer that is no catalogue, and tries again on the next read', async () => {
    const address = '/_messages/nl.cccccccccccc.json';
    await expect(loadCatalogue(address, async () => answer('not found', 404))).rejects.toThrow(/404/);
    await expect(loadCatalogue(address, async () => answer(['Terug']))).rejects.toThrow(
      'Not a message catalogue',
    );
    expect(catalogueAt(address)).toBeUndefined();
    await expect(loadCatalogue(address, async () => answer({ 'btn.back': 'Terug' }))).resolves.toEqual({
      'btn.back': 'Terug',
    });
  });

  it('takes only an object of texts', () => {
    expect(() => parseCatalogue(['Back'])).toThrow('Not a message catalogue');
    expect(() => parseCatalogue(null)).toThrow('Not a message catalogue');
    expect(parseCatalogue({ a: 'b' })).toEqual({ a: 'b' });
  });
});
