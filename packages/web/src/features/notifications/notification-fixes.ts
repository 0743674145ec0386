/** A notice's remedy: the resource where it is fixed, the button's label, and what a non-administrator is told. */
export type NotificationFix = { code: string; label: string; refusal: string };

const certificate: NotificationFix = {
  code: 'SCE',
  label: 'Cargar Certificado',
  refusal: 'Le recordamos que usted no es un usuario administrador. No puede cargar el certificado.',
};
const plans: NotificationFix = {
  code: 'APL',
  label: 'Adquirir plan',
  refusal: 'Le recordamos que usted no es un usuario administrador. No puede adquirir planes.',
};

/**
 * Where each notice is fixed (spec 000 §6 'Notification hints'): the certificate dialog, the billing point
 * assignment, the plans, the PAC affiliation and QR dialogs. Only administrators manage them.
 */
export const notificationFixes: Readonly<Record<string, NotificationFix>> = {
  SIN_CERTIFICADO: certificate,
  CERTIFICADO_CADUCADO: certificate,
  CERTIFICADO_POR_CADUCAR: certificate,
  SIN_SECUENCIAL: {
    code: 'ASE',
    label: 'Asignar punto de emisión',
    refusal: 'Le recordamos que usted no es un usuario administrador. No puede gestionar los secuenciales.',
  },
  PAQUETE_CADUCADO: plans,
  SIN_COMPROBANTES: plans,
  PAQUETE_POR_CADUCAR: plans,
  COMPROBANTES_POR_AGOTARSE: plans,
  AFILIACION_PAC_PENDIENTE: {
    code: 'APA',
    label: 'Afiliar empresa al PAC',
    refusal:
      'Le recordamos que usted no es un usuario administrador. No puede gestionar la afiliación ni el código QR.',
  },
  CORREO_CLIENTE_RECHAZADO: {
    code: 'CLI',
    label: 'Corregir cliente',
    refusal:
      'Le recordamos que usted no es un usuario administrador. Pida a un administrador que corrija el correo del cliente.',
  },
  CODIGO_QR_PENDIENTE: {
    code: 'CQR',
    label: 'Generar código QR',
    refusal:
      'Le recordamos que usted no es un usuario administrador. No puede gestionar la afiliación ni el código QR.',
  },
};
