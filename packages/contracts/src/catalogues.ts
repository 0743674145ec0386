import { z } from 'zod';

/** A province, district or corregimiento of GET /admin/ubicacionGeografica/… (spec 002 §3, §7). */
export const geographicItemSchema = z.object({
  idUbicacionGeografica: z.string(),
  nombre: z.string(),
  secuencial: z.string(),
});
export type GeographicItem = z.infer<typeof geographicItemSchema>;
export const geographicItemsSchema = z.array(geographicItemSchema);

/** GET /admin/moneda/buscar?parametroBusqueda. */
export const currencySearchResultSchema = z.array(
  z.object({ id: z.string(), codigo: z.string(), divisa: z.string(), numero: z.string() }),
);
export type CurrencySearchResult = z.infer<typeof currencySearchResultSchema>;

/** GET /admin/incoterms/buscar?parametroBusqueda. */
export const incotermSearchResultSchema = z.array(
  z.object({ id: z.string(), condicion: z.string(), interpretacion: z.string(), textoOriginal: z.string() }),
);
export type IncotermSearchResult = z.infer<typeof incotermSearchResultSchema>;
