import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { all } from '../db.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';
import { multipart } from '../testing/multipart-body.ts';

let subject: TestApp;
afterEach(async () => subject.close());

const LEAD = { subject: 'Become a reseller', email: 'shop@example.com', description: 'Jan\nShop\n--\nHello' };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

const clientOf = async (extension: boolean) => {
  subject = await createErpTestApp({ extension });
  return new Client(subject);
};

describe('leads, stock (shopinvader_api_lead)', () => {
  it('takes the JSON LeadInput and answers 201 with the lead', async () => {
    const client = await clientOf(false);
    const response = await client.post('leads', LEAD);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), ...LEAD });
    expect((await client.post('leads', { subject: 'Hi' })).json()).toEqual({
      id: expect.any(Number),
      subject: 'Hi',
      email: null,
      description: null,
    });
  });

  it('refuses an unknown key (extra_forbidden), a missing subject and an invalid e-mail with 422', async () => {
    const client = await clientOf(false);
    const extra = await client.post('leads', { ...LEAD, files: [] });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().detail).toEqual([
      { type: 'extra_forbidden', loc: ['body', 'files'], msg: 'Extra inputs are not permitted' },
    ]);
    expect((await client.post('leads', { email: 'a@b.example' })).json().detail[0]).toMatchObject({
      type: 'missing',
      loc: ['body', 'subject'],
    });
    expect((await client.post('leads', { ...LEAD, email: 'nope' })).json().detail[0].loc).toEqual([
      'body',
      'email',
    ]);
  });

  it('answers a multipart lead as FastAPI answers a body that is not JSON: 422, and stores nothing', async () => {
    const client = await clientOf(false);
    const { body, headers } = multipart([{ name: 'logo.png', type: 'image/png', data: PNG }], {
      data: JSON.stringify(LEAD),
    });
    const response = await client.post('leads', body, headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      {
        type: 'model_attributes_type',
        loc: ['body'],
        msg: 'Input should be a valid dictionary or object to extract fields from',
      },
    ]);
    expect(all(subject.db, 'SELECT id FROM erp_leads')).toEqual([]);
  });
});

describe('leads with attachments (extension)', () => {
  it('stores a multipart lead with a file and answers 201 with the lead, as the JSON one', async () => {
    const client = await clientOf(true);
    const { body, headers } = multipart([{ name: 'logo.png', type: 'image/png', data: PNG }], {
      data: JSON.stringify(LEAD),
    });
    const response = await client.post('leads', body, headers);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), ...LEAD });
    const rows = all<{ files: string }>(subject.db, 'SELECT files FROM erp_leads');
    expect(JSON.parse(rows[0]?.files ?? '[]')[0]).toMatchObject({ name: 'logo.png', size: PNG.length });
    expect((await client.post('leads', LEAD)).statusCode).toBe(201);
  });

  it('answers 422 to a data part that is missing, not JSON or not a lead', async () => {
    const client = await clientOf(true);
    const notJson = multipart([], { data: '{not json' });
    expect((await client.post('leads', notJson.body, notJson.headers)).statusCode).toBe(422);
    const noData = multipart([], {});
    expect((await client.post('leads', noData.body, noData.headers)).json().detail[0].loc).toEqual([
      'body',
      'data',
    ]);
    const extra = multipart([], { data: JSON.stringify({ ...LEAD, size: 1 }) });
    expect((await client.post('leads', extra.body, extra.headers)).json().detail[0].type).toBe(
      'extra_forbidden',
    );
  });
});
