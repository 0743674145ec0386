import {
  buildApiPath,
  cancellationEndpoints,
  cancellationResponseSchema,
  documentByCufeSchema,
  type CancellationRequest,
} from '@facturar/contracts';
import type { z } from 'zod';
import type { HttpClient } from '#web/lib/http-client.ts';

export type DocumentByCufe = z.infer<typeof documentByCufeSchema>;

/** GET /comprobante/buscar/cufe/{cufe}: one of the company's documents, or null. */
export function findDocumentByCufe(http: HttpClient, cufe: string): Promise<DocumentByCufe> {
  return http.call({
    service: 'core',
    path: buildApiPath(cancellationEndpoints.documentByCufe, { cufe }),
    schema: documentByCufeSchema,
  });
}

/** POST /eventos/anular/comprobante: the cancellation event, answered once the PAC has registered it. */
export function cancelDocument(
  http: HttpClient,
  request: CancellationRequest,
): Promise<{ mensajeSistema: string }> {
  return http.call({
    service: 'core',
    path: buildApiPath(cancellationEndpoints.cancel),
    method: 'POST',
    body: request,
    schema: cancellationResponseSchema,
  });
}
