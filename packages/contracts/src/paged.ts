import { z } from 'zod';

/** The paged response shape every list endpoint answers with (spec 000 §3). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    numberOfElements: z.number().int(),
    number: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
  });
}
export type Paged<T> = {
  content: T[];
  numberOfElements: number;
  number: number;
  totalPages: number;
  totalElements: number;
};

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(15),
  sort: z.string().max(60).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One page of a list: its rows, where it is and how many there are in all. */
export function buildPage<T>(content: T[], totalElements: number, page: number, size: number): Paged<T> {
  return {
    content,
    numberOfElements: content.length,
    number: page,
    totalPages: Math.ceil(totalElements / size),
    totalElements,
  };
}
