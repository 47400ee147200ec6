import { existsSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { one } from '../db.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';
import { multipart } from '../testing/multipart-body.ts';

let subject: TestApp;
let client: Client;
beforeEach(async () => {
  subject = await createErpTestApp({ maxUploadBytes: 1024, extension: true });
  client = new Client(subject);
});
afterEach(async () => subject.close());

const PDF = Buffer.from('%PDF-1.4\n% demo\n');

describe('customer/upload_files', () => {
  it('stores an allowed file on disk and answers 201 with its description', async () => {
    await client.login('pending@demo.shop');
    const { body, headers } = multipart([{ name: 'diploma.pdf', type: 'application/pdf', data: PDF }]);
    const response = await client.post('customer/upload_files', body, headers);
    expect(response.statusCode).toBe(201);
    expect(response.json().files[0]).toMatchObject({
      name: 'diploma.pdf',
      size: PDF.length,
      content_type: 'application/pdf',
    });
    const row = one<{ stored_path: string }>(
      subject.db,
      'SELECT stored_path FROM erp_uploads WHERE id = ?',
      response.json().files[0].id,
    );
    expect(existsSync(row?.stored_path ?? '')).toBe(true);
    expect(readFileSync(row?.stored_path ?? '')).toEqual(PDF);
    expect((await client.post('auth/customer/upload_files', body, headers)).statusCode).toBe(201);
  });

  it('answers 413 over the size limit and 415 to a type outside the allow-list or a disguised file', async () => {
    await client.login('pending@demo.shop');
    const big = multipart([
      { name: 'big.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(2048)]) },
    ]);
    const tooLarge = await client.post('customer/upload_files', big.body, big.headers);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toMatch(/Too Large/);
    const exe = multipart([{ name: 'tool.exe', type: 'application/x-msdownload', data: Buffer.from('MZ') }]);
    expect((await client.post('customer/upload_files', exe.body, exe.headers)).statusCode).toBe(415);
    const disguised = multipart([
      { name: 'fake.pdf', type: 'application/pdf', data: Buffer.from('MZ not a pdf') },
    ]);
    const refused = await client.post('customer/upload_files', disguised.body, disguised.headers);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().detail).toMatch(/allowed: PDF, PNG, JPEG, WebP/);
    expect(one(subject.db, 'SELECT 1 FROM erp_uploads')).toBeUndefined();
  });

  it('answers 415 to a JSON body, 422 without files and 401 without a session', async () => {
    expect(
      (await client.post('customer/upload_files', multipart([]).body, multipart([]).headers)).statusCode,
    ).toBe(401);
    await client.login('pending@demo.shop');
    expect((await client.post('customer/upload_files', { files: [] })).statusCode).toBe(415);
    const empty = multipart([]);
    expect((await client.post('customer/upload_files', empty.body, empty.headers)).statusCode).toBe(422);
  });
});
