import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ErpStandIn, startErpStandIn } from './erp-stand-in-test-kit';

let standIn: ErpStandIn;
vi.mock('~/config/server-config.server', () => ({
  getServerConfig: () => ({ erpUrl: standIn.url, erpTimeoutMs: 2_000 }),
}));
const { sendLead } = await import('./leads.server');

const LEAD = { subject: 'Order', email: 'ann@example.com', description: 'Ann\nWhere is my parcel?' };

beforeAll(async () => {
  standIn = await startErpStandIn();
});
afterAll(() => standIn.stop());

describe('a lead sent to the ERP (shopinvader_api_lead)', () => {
  it('is the JSON body {subject, email, description}, answered 201 with the lead', async () => {
    standIn.answer({ 'POST leads': { status: 201, body: { id: 12, ...LEAD, extra: true } } });
    await expect(sendLead('en', LEAD)).resolves.toBeUndefined();
    expect(standIn.calls).toHaveLength(1);
    expect(standIn.calls[0]?.contentType).toBe('application/json');
    expect(JSON.parse(standIn.calls[0]!.body)).toEqual(LEAD);
  });

  it('takes the lead as upstream may send it back: no e-mail or description (null)', async () => {
    standIn.answer({
      'POST leads': { status: 201, body: { id: 12, subject: 'Order', email: null, description: null } },
    });
    await expect(sendLead('en', LEAD)).resolves.toBeUndefined();
  });

  it("fails clearly on an answer that is not a lead, and on the ERP's refusal", async () => {
    standIn.answer({ 'POST leads': { status: 201, body: { size: 1, data: [] } } });
    await expect(sendLead('en', LEAD)).rejects.toThrow(/unexpected shape/);
    standIn.answer({ 'POST leads': { status: 422, body: { detail: 'Extra inputs are not permitted' } } });
    await expect(sendLead('en', LEAD)).rejects.toThrow(/422/);
  });

  it('with attachments (the extension), is multipart data + files, answered with the lead or {size, data}', async () => {
    const file = new File(['%PDF-1.4'], 'order.pdf', { type: 'application/pdf' });
    standIn.answer({ 'POST leads': { status: 200, body: { size: 1, data: [{ id: 3 }] } } });
    await expect(sendLead('en', LEAD, [file])).resolves.toBeUndefined();
    const call = standIn.calls[0]!;
    expect(call.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.body).toContain('name="data"');
    expect(call.body).toContain(JSON.stringify(LEAD));
    expect(call.body).toContain('name="files"; filename="order.pdf"');
    standIn.answer({ 'POST leads': { status: 201, body: { id: 13, ...LEAD } } });
    await expect(sendLead('en', LEAD, [file])).resolves.toBeUndefined();
  });
});
