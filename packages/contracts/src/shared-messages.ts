/**
 * Texts the spec writes on several screens, written here once: each screen's message map points at the
 * one it shares, so a fix to the wording (ADR 0031) reaches every screen and the server's check alike.
 */
export const sharedMessages = {
  tooLong: (max: number) => `No ingrese más de ${max} caracteres.`,
  max300: 'No ingrese más de 300 caracteres.',
  // ADR 0031: the spec's 'No ingrese entre 7 y 12 caracteres.' says the opposite of the rule.
  phoneLength: 'Ingrese entre 7 y 12 caracteres.',
  specialCharacters: 'No ingrese caracteres especiales.',
  emailRequired: 'El correo es necesario.',
  locationRequired: 'La ubicación geográfica es necesaria.',
  taxpayerTypeRequired: 'Seleccione el tipo de contribuyente.',
  atLeastOneParameter: 'Ingrese al menos un parámetro',
  noMatches: 'No se encontró datos con el argumento ingresado',
  companyNotFound: 'No se encontró la empresa.',
  identificationRequired: 'Ingrese la identificación del usuario.',
  identificationCharacters: 'No puede contener caracteres especiales, solo letras o números.',
  userEmailRequired: 'El correo del usuario es necesario.',
  voucherNotFound: 'No se encontró el comprobante.',
  cufeNotFound: 'No existen un comprobante con el cufe ingresado',
  templateNotFound: 'La plantilla indicada no existe.',
  noVouchers: 'La empresa no tiene comprobantes disponibles.',
  companyAdminOnly: 'Solo un administrador de la empresa puede realizar esta acción.',
} as const;
