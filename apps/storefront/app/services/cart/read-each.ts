import type { z } from '~/services/browser-zod';

/**
 * A list from the ERP read item by item: an item the shop cannot use (no id, not an object) is left
 * out, and the others are kept. Anything but a list is an empty one.
 */
export function readEach<T>(raw: unknown, schema: z.ZodType<T>): T[] {
  return (Array.isArray(raw) ? raw : []).flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
