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

/** 'Compartir': the quote's public link (made on the first share, the same after). */
export function quoteShareLinkOptions(http: HttpClient, idCotizacion: number) {
  return {
    queryKey: ['quote-share-link', idCotizacion],
    queryFn: () => http.request(quoteEndpoints.share, { params: { idCotizacion } }),
  };
}

export function withdrawQuoteLink(http: HttpClient, idCotizacion: number) {
  return http.request(quoteEndpoints.withdrawLink, { params: { idCotizacion } });
}

/** GET /publico/cotizaciones/{token}: the quote a share link opens, without a session. */
export function sharedQuoteQueryOptions(http: HttpClient, token: string) {
  return queryOptions({
    queryKey: ['cotizacion-compartida', token],
    queryFn: () => http.request(quoteEndpoints.sharedView, { params: { token }, auth: 'none' }),
    retry: false,
    staleTime: 0,
  });
}
