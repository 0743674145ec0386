import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  quoteAcceptedSchema,
  quoteCreateSchema,
  quoteIdParamsSchema,
  quoteListSchema,
  quoteSchema,
  quoteSendSchema,
} from '../quotes.ts';

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
    response: z.object({ mensaje: z.string() }),
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
};
