import { quoteEndpoints, type QuoteCreate } from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

export const quotesKey = ['quotes'] as const;

export function quotesQueryOptions(http: HttpClient) {
  return queryOptions({ queryKey: quotesKey, queryFn: () => http.request(quoteEndpoints.list) });
}

export function createQuote(http: HttpClient, body: QuoteCreate) {
  return http.request(quoteEndpoints.create, { body });
}

export function sendQuote(http: HttpClient, idCotizacion: number, correos: string[]) {
  return http.request(quoteEndpoints.send, { params: { idCotizacion }, body: { correos } });
}

export function downloadQuotePdf(http: HttpClient, idCotizacion: number) {
  return http.requestFile(quoteEndpoints.pdf, { params: { idCotizacion } });
}

/** Accepted: the draft the invoice form opens with. */
export function acceptQuote(http: HttpClient, idCotizacion: number) {
  return http.request(quoteEndpoints.accept, { params: { idCotizacion } });
}
