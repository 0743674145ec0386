import type { documentByCufeSchema } from '@facturar/contracts';
import { cancellationEndpoints, type CancellationRequest } from '@facturar/contracts';
import type { z } from 'zod';
import type { HttpClient } from '#web/lib/http-client.ts';

export type DocumentByCufe = z.infer<typeof documentByCufeSchema>;

/** GET /comprobante/buscar/cufe/{cufe}: one of the company's documents, or null. */
export function findDocumentByCufe(http: HttpClient, cufe: string): Promise<DocumentByCufe> {
  return http.request(cancellationEndpoints.documentByCufe, { params: { cufe } });
}

/** POST /eventos/anular/comprobante: the cancellation event, answered once the PAC has registered it. */
export function cancelDocument(
  http: HttpClient,
  request: CancellationRequest,
): Promise<{ mensajeSistema: string }> {
  return http.request(cancellationEndpoints.cancel, { body: request });
}
