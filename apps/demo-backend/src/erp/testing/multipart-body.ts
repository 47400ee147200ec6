export interface TestFile {
  name: string;
  type: string;
  data: Buffer;
  field?: string;
}

/** Builds a multipart/form-data body as a browser would send it. */
export function multipart(files: TestFile[], fields: Record<string, string> = {}) {
  const boundary = '----erp-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    const disposition = `form-data; name="${file.field ?? 'files'}"; filename="${file.name}"`;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
