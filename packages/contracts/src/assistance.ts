import { z } from 'zod';

export const assistanceMessages = {
  fromRequired: 'Ingrese su correo electrónico.',
  fromFormat: 'El correo es incorrecto. Debe contener el usuario, @ y el dominio.',
  messageRequired: 'Escriba su consulta.',
  messageTooLong: 'La consulta es demasiado extensa; resúmala o divídala en varios mensajes.',
  sent: 'Su consulta fue enviada. Le responderemos a su correo electrónico.',
  sendFailed: 'No se pudo enviar su consulta. Intente nuevamente en unos minutos.',
} as const;

/** 'Asistencia' (spec 000 §2): who writes (From) and the message as the rich-text editor's HTML. */
export const assistanceRequestSchema = z.object({
  de: z
    .string()
    .trim()
    .min(1, assistanceMessages.fromRequired)
    .max(300, assistanceMessages.fromFormat)
    .regex(
      /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/,
      assistanceMessages.fromFormat,
    ),
  mensaje: z
    .string()
    .min(1, assistanceMessages.messageRequired)
    .max(50_000, assistanceMessages.messageTooLong),
});
export type AssistanceRequest = z.infer<typeof assistanceRequestSchema>;
