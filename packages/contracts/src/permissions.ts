import { z } from 'zod';

/** A resource of the permission list: a menu entry, a user-menu entry or a configuration permission. */
export const resourceSchema = z.object({
  id: z.string(),
  nameMenu: z.string(),
  titlePage: z.string(),
  titleTab: z.string(),
  menuPadre: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;
export const resourceListSchema = z.array(resourceSchema);

export const permissionParamsSchema = z.object({
  perm: z.string().min(1).max(40),
  apikey: z.string().min(1).max(200),
});

/** Resource ids with a fixed meaning (spec 000 §2 and §6). */
export const configurationParentId = 'CFG';
export const userMenuIds = ['IEM', 'CCO', 'SCE', 'CRS', 'CQR', 'APA', 'SDP'] as const;
export const configurationIds = {
  planPurchase: 'APL',
  uploadVoucher: 'SCO',
  availableVouchers: 'CDI',
} as const;
