import { sharingEndpoints, type ShareLinkResponse } from '@facturar/contracts';
import type { HttpClient } from '#web/lib/http-client.ts';

/** POST /comprobantes/{id}/enlace: the document's public link (made on the first share, the same after). */
export function shareDocument(http: HttpClient, id: number): Promise<ShareLinkResponse> {
  return http.request(sharingEndpoints.share, { params: { id } });
}

/** DELETE /comprobantes/{id}/enlace: whoever holds the link can no longer open the document. */
export function withdrawShareLink(http: HttpClient, id: number): Promise<{ mensaje: string }> {
  return http.request(sharingEndpoints.withdraw, { params: { id } });
}

/** The link as 'Compartir' shows it (the dialog reads it anew each time it opens). */
export function shareLinkQueryOptions(http: HttpClient, id: number) {
  return { queryKey: ['share-link', id], queryFn: () => shareDocument(http, id) };
}
