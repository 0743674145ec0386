import {
  blockingErrorKeywords,
  type BlockingErrorKeyword,
  type CompanyNotifications,
} from '@facturar/contracts';

export type BlockingReason = { keyword: BlockingErrorKeyword; message: string; instruction: string };

/** What the user does about each reason; spec 000 §2 asks for an instruction text and does not give it. */
const instructions: Readonly<Record<BlockingErrorKeyword, string>> = {
  SIN_CERTIFICADO:
    'Cargue el certificado de firma electrónica de la empresa (archivo .p12 y su contraseña) desde el menú de usuario.',
  CERTIFICADO_CADUCADO:
    'Obtenga un certificado de firma electrónica vigente y cárguelo nuevamente desde el menú de usuario.',
  SIN_SECUENCIAL:
    'Solicite al administrador de la empresa que le asigne un punto de facturación en Administración > Asignación de Puntos de Emisión.',
  PAQUETE_CADUCADO: 'Adquiera un nuevo plan de comprobantes desde el menú Planes.',
  SIN_COMPROBANTES: 'Adquiera un plan o recargue comprobantes desde el menú Planes.',
};

/** The company errors that block issuing, in the spec's order; every other notification is left out. */
export function readBlockingReasons(maps: Pick<CompanyNotifications, 'errores'>): BlockingReason[] {
  return blockingErrorKeywords.flatMap((keyword) => {
    const message = maps.errores[keyword];
    return message === undefined ? [] : [{ keyword, message, instruction: instructions[keyword] }];
  });
}
