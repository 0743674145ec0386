import type { CompanyNotifications } from '@facturar/contracts';

export type SetupStep = {
  key: 'certificate' | 'pac' | 'qr' | 'billing-point' | 'plan' | 'customer' | 'product';
  label: string;
  /** What the step asks for while it is not done. */
  hint: string;
  isDone: boolean;
  /** The resource that does it (a user-menu dialog or a screen) and its button. */
  code: string;
  actionLabel: string;
};

export type SetupFacts = {
  maps: Pick<CompanyNotifications, 'errores'>;
  pacAffiliationStatus: number;
  qrStatus: number;
  hasCustomer: boolean;
  hasProduct: boolean;
};

/**
 * What a company needs before and for its first invoice, in the order it is done (issue 29): the notices'
 * blocking errors say whether the certificate, the billing point and the vouchers are there; the company's
 * state says whether it is affiliated and has its QR code.
 */
export function readSetupSteps(facts: SetupFacts): SetupStep[] {
  const { errores } = facts.maps;
  return [
    {
      key: 'certificate',
      label: 'Certificado de firma electrónica',
      hint: 'Cargue el archivo .p12 de la empresa y su contraseña.',
      isDone: errores.SIN_CERTIFICADO === undefined && errores.CERTIFICADO_CADUCADO === undefined,
      code: 'SCE',
      actionLabel: 'Cargar Certificado',
    },
    {
      key: 'pac',
      label: 'Afiliación al PAC',
      hint: 'Afilie la empresa al proveedor de autorización calificado.',
      isDone: facts.pacAffiliationStatus === 1 || facts.pacAffiliationStatus === 2,
      code: 'APA',
      actionLabel: 'Afiliar empresa al PAC',
    },
    {
      key: 'qr',
      label: 'Código de seguridad QR',
      hint: 'Genere el código de seguridad QR una vez afiliada la empresa.',
      isDone: facts.qrStatus === 1,
      code: 'CQR',
      actionLabel: 'Generar código QR',
    },
    {
      key: 'billing-point',
      label: 'Punto de facturación',
      hint: 'Asigne a su usuario un punto de facturación para numerar los comprobantes.',
      isDone: errores.SIN_SECUENCIAL === undefined,
      code: 'ASE',
      actionLabel: 'Asignar punto de emisión',
    },
    {
      key: 'plan',
      label: 'Plan de comprobantes',
      hint: 'Adquiera un plan; se activa cuando se aprueba su comprobante de pago.',
      isDone: errores.SIN_COMPROBANTES === undefined && errores.PAQUETE_CADUCADO === undefined,
      code: 'APL',
      actionLabel: 'Adquirir plan',
    },
    {
      key: 'customer',
      label: 'Primer cliente',
      hint: 'Registre a quién factura (o facture a consumidor final).',
      isDone: facts.hasCustomer,
      code: 'CLI',
      actionLabel: 'Crear cliente',
    },
    {
      key: 'product',
      label: 'Primer producto o servicio',
      hint: 'Registre lo que vende, con su precio y su ITBMS.',
      isDone: facts.hasProduct,
      code: 'PRO',
      actionLabel: 'Crear producto',
    },
  ];
}
