import { z } from 'zod';

// Every schema without its own message speaks Indonesian (server errors and client forms alike).
z.config(z.locales.id());

/** Roles of docs/spec.md §6. ROLE_ADMIN and ROLE_ADMINS are both administrators. */
export const Role = z.enum(['ROLE_USER', 'ROLE_ADMIN', 'ROLE_ADMINS']);
export type Role = z.infer<typeof Role>;
export { ADMIN_ROLES, isAdminRole } from './constants.ts';

/** Failure envelope: a human Indonesian message, a machine code, optional field errors. */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Success envelope `{ result }`; never carries `message`. */
export const resultOf = <T extends z.ZodType>(schema: T) => z.object({ result: schema });

/** List envelope `{ result: { total, datas } }`. */
export const listOf = <T extends z.ZodType>(item: T) =>
  resultOf(z.object({ total: z.number().int(), datas: z.array(item) }));
/** The `result` of a `listOf(item)` answer, `{ total, datas }`, for callers that hold the item's type. */
export type ListPage<T> = z.infer<ReturnType<typeof listOf<z.ZodType<T>>>>['result'];

/**
 * Paging query: `offset` is the 1-based page number (0 is read as 1), `limit` the page size.
 * Each endpoint clamps `limit` to its own maximum on the server (see lib/pagination.ts).
 */
export const PageQuery = z.object({
  offset: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(0).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** Optional free text coming from a query string: trimmed, empty is absent. */
export const optionalText = (max = 100) =>
  z
    .string()
    .max(max, { message: `Maksimal ${max} karakter` })
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined));

export const IdParam = z.object({ id: z.coerce.number().int().positive({ message: 'ID tidak valid' }) });
