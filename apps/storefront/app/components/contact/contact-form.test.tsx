// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ErpApi } from '~/domain/erp-api';
import { IntlProvider } from '~/i18n/intl';
import { reactTestRoots } from '../react-test-kit';
import { ContactForm } from './contact-form';

const erpApi: ErpApi = { generation: 'current', cartOptions: false, extension: false };
vi.mock('~/hooks/use-root-data', () => ({
  useRootData: () => ({ erpApi, legalPages: {}, locale: 'en' }),
  useLocalePath: () => (path: string) => `/en${path}`,
}));

const roots = reactTestRoots();

async function renderForm(extension: boolean) {
  erpApi.extension = extension;
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <IntlProvider locale="en" messages={{}}>
          <ContactForm subjects={[]} countries={[]} />
        </IntlProvider>
      ),
    },
  ]);
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    roots.current = createRoot(container);
    roots.current.render(<RouterProvider router={router} />);
  });
  return container;
}

describe('the contact form', () => {
  it('offers no attachment on stock Shopinvader, whose lead is text only', async () => {
    const container = await renderForm(false);
    expect(container.querySelector('input[type="file"]')).toBeNull();
    expect(container.querySelector('form')?.getAttribute('enctype')).toBe(
      'application/x-www-form-urlencoded',
    );
  });

  it("offers attachments, sent as multipart, where the ERP has the shop's extension", async () => {
    const container = await renderForm(true);
    expect(container.querySelector('input[type="file"][name="attachments"]')).not.toBeNull();
    expect(container.querySelector('form')?.getAttribute('enctype')).toBe('multipart/form-data');
  });
});
