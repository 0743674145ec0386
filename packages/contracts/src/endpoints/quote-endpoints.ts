import { defineEndpoint, messageAnswerSchema } from '../endpoint.ts';
import {
  quoteAcceptedSchema,
  quoteCreateSchema,
  quoteIdParamsSchema,
  quoteListSchema,
  quoteSchema,
  quoteSendSchema,
  sharedQuoteSchema,
} from '../quotes.ts';
import { shareLinkResponseSchema, shareTokenParamsSchema } from '../sharing.ts';

/** 'Cotizaciones' (issue 28 §2, ADR 0116): the caller's company's quotes, for users and `emitir` keys. */
export const quoteEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/cotizaciones',
    access: 'company',
    apiKeyScope: 'emitir',
    response: quoteListSchema,
    tags: ['cotizaciones'],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/cotizaciones',
    access: 'company',
    apiKeyScope: 'emitir',
    body: quoteCreateSchema,
    response: quoteSchema,
    tags: ['cotizaciones'],
  }),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/api/cotizaciones/:idCotizacion/pdf',
    access: 'company',
    apiKeyScope: 'emitir',
    params: quoteIdParamsSchema,
    tags: ['cotizaciones'],
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/cotizaciones/:idCotizacion/envio',
    access: 'company',
    apiKeyScope: 'emitir',
    params: quoteIdParamsSchema,
    body: quoteSendSchema,
    response: messageAnswerSchema,
    tags: ['cotizaciones'],
  }),
  /** Accepted into an invoice: its values become a draft, which the invoice form opens. */
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/cotizaciones/:idCotizacion/aceptacion',
    access: 'company',
    apiKeyScope: 'emitir',
    params: quoteIdParamsSchema,
    response: quoteAcceptedSchema,
    tags: ['cotizaciones'],
  }),
  /** 'Compartir': the quote's public link (made on the first share, the same after), its message and QR. */
  share: defineEndpoint({
    method: 'POST',
    path: '/api/cotizaciones/:idCotizacion/enlace',
    access: 'company',
    apiKeyScope: 'emitir',
    params: quoteIdParamsSchema,
    response: shareLinkResponseSchema,
    tags: ['cotizaciones'],
  }),
  withdrawLink: defineEndpoint({
    method: 'DELETE',
    path: '/api/cotizaciones/:idCotizacion/enlace',
    access: 'company',
    apiKeyScope: 'emitir',
    params: quoteIdParamsSchema,
    response: messageAnswerSchema,
    tags: ['cotizaciones'],
  }),
  /** The page a quote's link opens, limited per address like a shared document's. */
  sharedView: defineEndpoint({
    method: 'GET',
    path: '/api/publico/cotizaciones/:token',
    access: 'public',
    params: shareTokenParamsSchema,
    response: sharedQuoteSchema,
    tags: ['publico'],
  }),
  sharedPdf: defineEndpoint({
    method: 'GET',
    path: '/api/publico/cotizaciones/:token/pdf',
    access: 'public',
    params: shareTokenParamsSchema,
    tags: ['publico'],
  }),
};
