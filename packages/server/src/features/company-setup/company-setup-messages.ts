/** The certificate and logo refusals: the spec shows a 400's `apierror.mensaje` (spec 000 §8). */
export const companySetupMessages = {
  notForSigning: 'El certificado no está habilitado para firma electrónica (uso de clave).',
  otherRuc: (certificateRuc: string, companyRuc: string) =>
    `El certificado pertenece al RUC ${certificateRuc}, no al de la empresa (${companyRuc}).`,
  notImage: 'Solo se admiten archivos en .jpg o .png',
  logoTooLarge: 'El peso máximo del archivo deber ser de 1MB.',
  tooManyPixels: (width: number, height: number) =>
    `La imagen mide ${width} × ${height} píxeles; el máximo es de 4 millones de píxeles (por ejemplo, 2000 × 2000). Redúzcala y vuelva a cargarla.`,
  noLogo: 'Seleccione al menos un logo.',
  certificateUpdated: 'Certificado actualizado.',
  logoUpdated: 'Logo de la empresa actualizado.',
} as const;
