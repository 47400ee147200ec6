import { z } from 'zod';

/** Paging as in Odoo's FastAPI helpers: page >= 1 (default 1), page_size >= 1 (default 80). */
export const pagingFields = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(1000).default(80),
};

/** The slice of `rows` a page shows. */
export function pageOf<T>(rows: T[], { page, page_size }: { page: number; page_size: number }): T[] {
  return rows.slice((page - 1) * page_size, page * page_size);
}
