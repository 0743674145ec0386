import { z } from 'zod';
import type { EndpointApiKeyScope } from './endpoint.ts';
import { blankToUndefined, plainText } from './master-data-fields.ts';

/** Every key starts with its kind, so a leaked one is recognisable (secret scanners) and its use obvious. */
export const apiKeyKinds = { live: 'fct_live_', test: 'fct_test_' } as const;

/** Whether a credential is an API key (ADR 0075): nothing else the API accepts starts with a key's kind. */
export function isApiKeyShaped(credential: string): boolean {
  return credential.startsWith(apiKeyKinds.live) || credential.startsWith(apiKeyKinds.test);
}

/**
 * What an API key may do (issue 26): each scope opens a group of calls, named on their descriptors
 * (`apiKeyScope`). `maestros` is customers and products.
 */
export const apiKeyScopes = ['emitir', 'consultar', 'anular', 'maestros', 'reportes'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number] & EndpointApiKeyScope;

export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  emitir: 'Emitir comprobantes',
  consultar: 'Consultar y descargar comprobantes',
  anular: 'Anular comprobantes',
  maestros: 'Clientes y productos',
  reportes: 'Reportes',
};

/** The events a webhook endpoint can ask for (issue 26). */
export const webhookEvents = [
  'documento.autorizado',
  'documento.rechazado',
  'documento.anulado',
  'documento.en_duda',
  'carga.finalizada',
  'comprobantes.por_agotarse',
  'certificado.por_vencer',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export const webhookEventLabels: Record<WebhookEvent, string> = {
  'documento.autorizado': 'Documento autorizado',
  'documento.rechazado': 'Documento rechazado',
  'documento.anulado': 'Documento anulado',
  'documento.en_duda': 'Documento sin respuesta del PAC',
  'carga.finalizada': 'Carga masiva finalizada',
  'comprobantes.por_agotarse': 'Comprobantes por agotarse',
  'certificado.por_vencer': 'Certificado por vencer',
};

export const integrationMessages = {
  nameRequired: 'El nombre es necesario.',
  scopesRequired: 'Seleccione al menos un permiso.',
  pointRequired: 'Una clave que emite necesita un punto de facturación.',
  pointNotFound: 'El punto de facturación no existe o está cerrado.',
  expiryPast: 'La fecha de vencimiento debe ser futura.',
  keyCreated: 'Clave creada. Cópiela ahora: no se volverá a mostrar.',
  keyRevoked: 'Clave revocada.',
  keyNotFound: 'No se encontró la clave.',
  urlInvalid: 'Ingrese una dirección https válida.',
  eventsRequired: 'Seleccione al menos un evento.',
  webhookCreated: 'Webhook creado. Copie el secreto ahora: no se volverá a mostrar.',
  webhookDeleted: 'Webhook eliminado.',
  webhookNotFound: 'No se encontró el webhook.',
  secretRolled: 'Secreto renovado. El anterior sigue siendo válido durante 24 horas.',
  deliveryNotFound: 'No se encontró la entrega.',
  webhookDisabled: 'El webhook está desactivado: regístrelo de nuevo para volver a recibir eventos.',
  deliveryResent: 'Entrega programada de nuevo.',
  keyRefused: 'La clave de API no es válida, venció o fue revocada.',
  keyNotAccepted: 'Esta llamada no admite claves de API.',
  scopeMissing: (scope: string) => `La clave de API no tiene el permiso «${scope}».`,
} as const;

/** 'Nueva clave': a name, its scopes, the billing point it issues from, an optional expiry. */
export const apiKeyFormSchema = z
  .object({
    nombre: plainText(80),
    permisos: z
      .array(z.enum(apiKeyScopes))
      .min(1, integrationMessages.scopesRequired)
      .max(apiKeyScopes.length),
    idSecuencial: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
    venceEl: z.preprocess(blankToUndefined, z.iso.date().optional()),
  })
  .refine((form) => !form.permisos.includes('emitir') || form.idSecuencial !== undefined, {
    message: integrationMessages.pointRequired,
    path: ['idSecuencial'],
  });
export type ApiKeyForm = z.input<typeof apiKeyFormSchema>;

export const apiKeySchema = z.object({
  idClave: z.number().int(),
  nombre: z.string(),
  prefijo: z.string(),
  permisos: z.array(z.enum(apiKeyScopes)),
  puntoFacturacion: z.string().nullable(),
  venceEl: z.string().nullable(),
  creadaEl: z.string(),
  ultimoUso: z.string().nullable(),
  ultimaDireccion: z.string().nullable(),
  revocadaEl: z.string().nullable(),
});
export type ApiKeyRow = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ claves: z.array(apiKeySchema) });
/** The key itself travels once, in this answer. */
export const apiKeyCreatedSchema = z.object({
  mensaje: z.string(),
  clave: z.string(),
  registro: apiKeySchema,
});

/** 'Nuevo webhook': an https URL and the events it wants. */
export const webhookFormSchema = z.object({
  url: z
    .string({ error: integrationMessages.urlInvalid })
    .trim()
    .max(500, integrationMessages.urlInvalid)
    .refine((value) => {
      try {
        const url = new URL(value);
        // https only; plain http is refused by the server unless it allows loopback targets (tests, the example).
        return ['https:', 'http:'].includes(url.protocol) && url.username === '' && url.password === '';
      } catch {
        return false;
      }
    }, integrationMessages.urlInvalid),
  eventos: z
    .array(z.enum(webhookEvents))
    .min(1, integrationMessages.eventsRequired)
    .max(webhookEvents.length),
});
export type WebhookForm = z.input<typeof webhookFormSchema>;

export const webhookSchema = z.object({
  idWebhook: z.number().int(),
  url: z.string(),
  eventos: z.array(z.enum(webhookEvents)),
  activo: z.boolean(),
  desactivadoEl: z.string().nullable(),
  creadoEl: z.string(),
});
export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) });
/** The signing secret travels once, in this answer (and again when it is rolled). */
export const webhookSecretSchema = z.object({
  mensaje: z.string(),
  secreto: z.string(),
  registro: webhookSchema,
});

export const webhookDeliverySchema = z.object({
  idEntrega: z.number().int(),
  idWebhook: z.number().int(),
  url: z.string(),
  evento: z.enum(webhookEvents),
  estado: z.enum(['PENDIENTE', 'ENTREGADA', 'FALLIDA']),
  intentos: z.number().int(),
  codigoRespuesta: z.number().int().nullable(),
  latenciaMs: z.number().int().nullable(),
  respuesta: z.string().nullable(),
  creadaEl: z.string(),
  ultimoIntento: z.string().nullable(),
});
export type WebhookDeliveryRow = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({ entregas: z.array(webhookDeliverySchema) });
