import { draftEndpoints, type DraftCreate } from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

/** Every draft query of the company: a save, an issue or a delete refreshes them together. */
export const draftsKey = ['drafts'] as const;

export function draftsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: [...draftsKey, 'list'],
    queryFn: () => http.request(draftEndpoints.list),
  });
}

export function readDraft(http: HttpClient, idBorrador: number) {
  return http.request(draftEndpoints.read, { params: { idBorrador } });
}

/** The caller's last draft of a form type (the one a reload or a new sign-in reopens), or null. */
export async function readLatestDraft(http: HttpClient, tipo: DraftCreate['tipoDocumento']) {
  return (await http.request(draftEndpoints.latest, { params: { tipo } })).borrador;
}

/** Saves the form: a new draft the first time, then over the version it was read at. */
export function saveDraft(
  http: HttpClient,
  saved: { idBorrador: number; version: number } | null,
  body: DraftCreate,
) {
  return saved
    ? http.request(draftEndpoints.update, {
        params: { idBorrador: saved.idBorrador },
        body: { ...body, version: saved.version },
      })
    : http.request(draftEndpoints.create, { body });
}

export function deleteDraft(http: HttpClient, idBorrador: number) {
  return http.request(draftEndpoints.remove, { params: { idBorrador } });
}

/** The draft became this document: it leaves the list. */
export function markDraftIssued(http: HttpClient, idBorrador: number, idComprobanteElectronico: number) {
  return http.request(draftEndpoints.issued, { params: { idBorrador }, body: { idComprobanteElectronico } });
}
