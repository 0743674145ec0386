/** The Spanish answers of the plan, purchase and review calls (spec 001 §8 where it gives them). */
export const plansMessages = {
  cannotPurchase: 'Error, no puede adquirir un nuevo paquete',
  onlyIssuingCompanies: 'Solo las empresas emisoras pueden adquirir planes de comprobantes.',
  openPurchase: (plan: string, id: number) =>
    `Tiene pendiente el paquete ${plan} (Nº ${id}): suba su comprobante de pago o anúlelo en 'Subir comprobante' antes de adquirir uno nuevo.`,
  planNotFound: 'El plan seleccionado no existe o ya no está disponible.',
  totalMismatch:
    'El valor total no corresponde al precio vigente del plan más ITBMS. Vuelva a cargar los planes.',
  taxNotConfigured:
    'No está configurado el porcentaje de ITBMS. Contáctese con el administrador del Sistema.',
  purchaseNotFound: 'No se encontró el paquete.',
  bankAccountNotFound: 'No se encontró la cuenta bancaria.',
  notPayable: 'El paquete ya fue aprobado o anulado: no admite comprobantes de pago.',
  notAnnullable: 'El paquete ya fue aprobado o anulado: no se puede anular.',
  annulled: 'El paquete se ha anulado con éxito!',
  notUnderReview: 'El paquete no está pendiente de revisión: ya fue aprobado, rechazado o anulado.',
  approved: 'El paquete se ha aprobado con éxito!',
  rejected: 'El pago ha sido rechazado!',
  approvedNotice: (plan: string, vouchers: string, until: string) =>
    `Su pago del ${plan} fue aprobado: se acreditaron ${vouchers} comprobantes, válidos hasta el ${until}.`,
  rejectedNotice: (plan: string, reason: string) =>
    `Su pago del ${plan} no fue aprobado: ${reason}. Suba un nuevo comprobante en 'Subir comprobante' o anule el paquete.`,
} as const;
