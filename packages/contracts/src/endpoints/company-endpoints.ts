import {
  availableVouchersSchema,
  companyNotificationsSchema,
  companyValidationRequestSchema,
  companyValidationResponseSchema,
} from '../company-status.ts';
import { companyParamsSchema, defineEndpoint } from '../endpoint.ts';
import {
  affiliationAnswerSchema,
  companySetupSchema,
  pacCompanyBodySchema,
  qrActionParamsSchema,
  qrAnswerSchema,
} from '../pac-affiliation.ts';

/** The company's state (spec 000 §2, §7): notices, vouchers left, setup, PAC affiliation and QR code. */
export const companyEndpoints = {
  /** The prerequisite check before generating or previewing (spec 002 §4). */
  validation: defineEndpoint({
    method: 'POST',
    path: '/api/generacion/comprobantes/validacion',
    access: 'company',
    body: companyValidationRequestSchema,
    response: companyValidationResponseSchema,
    tags: ['empresa'],
  }),
  notifications: defineEndpoint({
    method: 'GET',
    path: '/api/admin/empresas/actualizar-notificacion-empresa/:ruc',
    access: 'company',
    params: companyParamsSchema,
    response: companyNotificationsSchema,
    tags: ['empresa'],
  }),
  availableVouchers: defineEndpoint({
    method: 'GET',
    path: '/api/paquete/disponible/:ruc',
    access: 'company',
    service: 'pay',
    params: companyParamsSchema,
    response: availableVouchersSchema,
    tags: ['paquetes'],
  }),
  setup: defineEndpoint({
    method: 'GET',
    path: '/api/cuenta/usuario/empresa/:ruc',
    access: 'company',
    params: companyParamsSchema,
    response: companySetupSchema,
    tags: ['empresa'],
  }),
  pacAffiliation: defineEndpoint({
    method: 'POST',
    path: '/api/admin/empresas/afiliacion-empresa-pac/dgi',
    access: 'companyAdmin',
    body: pacCompanyBodySchema,
    response: affiliationAnswerSchema,
    tags: ['empresa'],
  }),
  /** `accion` 1 generates the QR security code, 2 annuls it. */
  qrSecurityCode: defineEndpoint({
    method: 'POST',
    path: '/api/admin/empresas/afiliacion-codigo-seguridad-qr/dgi/:accion',
    access: 'companyAdmin',
    params: qrActionParamsSchema,
    body: pacCompanyBodySchema,
    response: qrAnswerSchema,
    tags: ['empresa'],
  }),
};
