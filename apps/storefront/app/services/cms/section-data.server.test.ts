import { describe, expect, it, vi } from 'vitest';
import { logger } from '../observability/logger.server';
import { loadSectionData } from './section-data.server';

describe('the data of a page’s sections', () => {
  it('logs nothing for an unknown section at a render: the read of the page did (cms-sections)', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      const data = await loadSectionData(
        [{ kind: 'unknown', component: 'section.video', title: 'Film', text: undefined }],
        'en',
        'the home page (en)',
      );
      expect(data).toEqual({ products: {}, categories: {}, articles: {} });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
