// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ErpApi } from '~/domain/erp-api';
import { EMPTY_SETTINGS } from '~/domain/settings';
import { routeTestRenderer } from './route-test-kit';
import ContactPage, { action, loader } from './contact';

const erpApi: ErpApi = { generation: 'current', cartOptions: false, extension: false };
vi.mock('~/hooks/use-root-data', () => ({
  useRootData: () => ({ erpApi, legalPages: {}, locale: 'en' }),
  useLocalePath: () => (path: string) => `/en${path}`,
}));
vi.mock('~/config/server-config.server', () => ({
  getServerConfig: () => ({ erpApi, rateLimits: {}, redis: undefined }),
}));
vi.mock('~/services/erp/settings.server', () => ({
  loadSettings: async () => ({
    ...EMPTY_SETTINGS,
    leadSubjects: [{ id: 4, name: 'An order' }],
    countries: [{ id: 21, name: 'Belgium', code: 'BE' }],
  }),
}));
const sendLead = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('~/services/erp/leads.server', () => ({ sendLead }));

const render = routeTestRenderer([{ path: '/en/contact', Component: ContactPage, loader, action }]);

const field = (page: HTMLElement, name: string) =>
  page.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLSelectElement;

/** Fills the field as a visitor types it (React reads the element's value on its input event). */
function fill(page: HTMLElement, name: string, value: string) {
  const element = field(page, name);
  if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = value === 'on';
  else element.value = value;
}

const send = (page: HTMLElement) =>
  act(async () => page.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());

describe('the contact page, as React Router runs it', () => {
  it("offers the ERP's subjects and countries from its loader", async () => {
    const page = await render('/en/contact');
    expect(page.querySelector('h1')?.textContent).toBe('Contact us');
    expect(
      [...field(page, 'subject').querySelectorAll('option')].map((option) => option.textContent),
    ).toContain('An order');
    expect(
      [...field(page, 'country').querySelectorAll('option')].map((option) => option.textContent),
    ).toContain('Belgium');
  });

  it('answers an empty form with 422 and says, in the page’s language, what each field needs', async () => {
    const page = await render('/en/contact');
    await send(page);
    await vi.waitFor(() => expect(page.textContent).toContain('Some fields need correcting'));
    const errorOf = (name: string) =>
      page.querySelector(`#${field(page, name).getAttribute('aria-describedby')?.split(' ').at(-1)}`)
        ?.textContent;
    expect(errorOf('name')).toBe('This field is required.');
    expect(errorOf('consent')).toBe('Tick this box so that we can handle your request.');
    expect(sendLead).not.toHaveBeenCalled();
  });

  it('keeps what was typed and names the wrong e-mail address', async () => {
    const page = await render('/en/contact');
    fill(page, 'name', 'Ana Peeters');
    fill(page, 'email', 'ana@');
    await send(page);
    await vi.waitFor(() => expect(page.textContent).toContain('Enter a valid e-mail address'));
    expect(field(page, 'name').value).toBe('Ana Peeters');
    expect(field(page, 'email').value).toBe('ana@');
    expect(sendLead).not.toHaveBeenCalled();
  });

  it('sends a complete form to the ERP once, and thanks the visitor', async () => {
    const page = await render('/en/contact');
    for (const [name, value] of Object.entries({
      subject: 'An order',
      name: 'Ana Peeters',
      email: 'ana@example.com',
      phone: '+32 2 555 01 01',
      street: 'Rue Haute 1',
      zip: '1000',
      city: 'Brussels',
      country: '21',
      description: 'Where is my order?',
      consent: 'on',
    }))
      fill(page, name, value);
    await send(page);
    await vi.waitFor(() => expect(page.querySelector('h1')?.textContent).toBe('Thank you for your message'));
    expect(sendLead).toHaveBeenCalledTimes(1);
  });
});
