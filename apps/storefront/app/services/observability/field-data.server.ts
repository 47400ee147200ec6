import { z } from 'zod';
import {
  FIELD_METRICS,
  FIELD_ROUTES,
  type FieldBeacon,
  MAX_FIELD_BEACON_BYTES,
  MAX_FIELD_CLS,
  MAX_FIELD_TIMING_MS,
  MAX_FIELD_VALUES,
} from '~/domain/field-data';

const fieldValue = z.discriminatedUnion('name', [
  z.strictObject({ name: z.literal('CLS'), value: z.number().min(0).max(MAX_FIELD_CLS) }),
  z.strictObject({
    name: z.enum(FIELD_METRICS.filter((name) => name !== 'CLS')),
    value: z.number().min(0).max(MAX_FIELD_TIMING_MS),
  }),
]);

const fieldBeacon = z.strictObject({
  route: z.enum(FIELD_ROUTES),
  metrics: z
    .array(fieldValue)
    .min(1)
    .max(MAX_FIELD_VALUES)
    .refine((values) => new Set(values.map((value) => value.name)).size === values.length, {
      message: 'each metric at most once',
    }),
});

type FieldBeaconReading =
  { ok: true; beacon: FieldBeacon } | { ok: false; status: 400 | 413; detail: string };

const tooLarge = { ok: false, status: 413, detail: 'Beacon too large' } as const;
const malformed = { ok: false, status: 400, detail: 'Malformed beacon' } as const;

/** The body, read up to `limit` bytes; undefined as soon as it is longer, without reading the rest. */
async function boundedText(request: Request, limit: number): Promise<string | undefined> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * A beacon of the browser's reporter (components/field-data): JSON of at most MAX_FIELD_BEACON_BYTES
 * (a longer body, announced or not, is 413), with known metrics and a known route template, each value
 * within bounds (anything else is 400). sendBeacon sends its JSON as text/plain, so the content type
 * is not asked for.
 */
export async function readFieldBeacon(request: Request): Promise<FieldBeaconReading> {
  const announced = Number(request.headers.get('content-length') ?? 0);
  if (announced > MAX_FIELD_BEACON_BYTES) return tooLarge;
  const text = await boundedText(request, MAX_FIELD_BEACON_BYTES);
  if (text === undefined) return tooLarge;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return malformed;
  }
  const parsed = fieldBeacon.safeParse(json);
  return parsed.success ? { ok: true, beacon: parsed.data } : malformed;
}
