import { z } from 'zod';

/**
 * Delivery you can see (issue 27 §2, ADR 0125): what became of each e-mail sent for a document. ENV: the
 * SMTP server accepted it; RSV: the server refused the address; ENT/REB: a PAC that tracks delivery saw it
 * delivered or bounced.
 */
export const mailDeliveryStates = ['ENV', 'ENT', 'RSV', 'REB'] as const;
export type MailDeliveryState = (typeof mailDeliveryStates)[number];

export const mailDeliveryStateLabels: Readonly<Record<MailDeliveryState, string>> = {
  ENV: 'Enviado',
  ENT: 'Entregado',
  RSV: 'Rechazado por el servidor',
  REB: 'Rebotado',
};

/** Why the e-mail went out: on authorisation (electronic CAFE delivery) or by 'Reenviar'. */
export const mailDeliveryReasonLabels = {
  autorizacion: 'Al autorizar',
  reenvio: 'Reenviado',
  anulacion: 'Al anular',
} as const;
export type MailDeliveryReason = keyof typeof mailDeliveryReasonLabels;

export const mailDeliveryMessages = {
  /** The notice a refused or bounced address raises (the company's notifications and the detail dialog). */
  fixAddress: (address: string, receiver: string, document: string) =>
    `El correo ${address} de ${receiver} no recibió el comprobante ${document}. Corrija el correo del cliente.`,
  partlyRefused: (refused: string) => `Comprobante reenviado. El servidor de correo rechazó: ${refused}.`,
  allRefused: (refused: string) => `El servidor de correo rechazó el envío: ${refused}.`,
  /** The reply recorded for an e-mail the company's PAC took to send (EnvioCorreo): its tracking follows. */
  sentByThePac: 'Enviado por el PAC (EnvioCorreo); el PAC informa la entrega.',
} as const;

/** The last state of a document's e-mail as the repositories show it. */
export const mailDeliverySummarySchema = z.object({
  estado: z.enum(mailDeliveryStates),
  fecha: z.string(),
});
export type MailDeliverySummary = z.infer<typeof mailDeliverySummarySchema>;

export const mailDeliveryRecipientSchema = z.object({
  correo: z.string(),
  estado: z.enum(mailDeliveryStates),
  /** The SMTP reply code (250, 550…), null when the server gave none. */
  codigo: z.number().int().nullable(),
  /** The server's reply text, or what the PAC's tracking said. */
  respuesta: z.string(),
  fecha: z.string(),
});

export const mailDeliveryAttemptSchema = z.object({
  motivo: z.enum(['autorizacion', 'reenvio', 'anulacion']),
  estado: z.enum(mailDeliveryStates),
  fecha: z.string(),
  destinatarios: z.array(mailDeliveryRecipientSchema),
});
export type MailDeliveryAttempt = z.infer<typeof mailDeliveryAttemptSchema>;

/** A document's e-mails, newest first, and the receiver they were meant for (to fix its address). */
export const mailDeliveryHistorySchema = z.object({
  receptor: z.object({ identificacion: z.string(), razonSocial: z.string() }),
  envios: z.array(mailDeliveryAttemptSchema),
});
export type MailDeliveryHistory = z.infer<typeof mailDeliveryHistorySchema>;
