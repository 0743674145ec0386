import { z } from 'zod';
import { DOCUMENT_TYPES } from '@facturar/domain';
import { reportBaseSchema, reportMessages } from './reports.ts';
import { daysBetween } from './voucher-lists.ts';

/**
 * 'Descargar archivo del período' (issue 27 §3, ADR 0057): every authorised or cancelled document of a
 * period as one ZIP of signed XML and CAFE, with a manifest, written by a job like a large report.
 */
export const periodArchiveMessages = {
  queued: (documents: number) =>
    `El archivo del período tendrá ${documents.toLocaleString('es-PA')} comprobantes: se generará en segundo plano. Podrá descargarlo aquí durante 7 días y le llegará un aviso a su correo.`,
  rangeTooWide: 'El período no puede ser mayor a un año.',
  expired: 'El archivo del período venció (se guarda 7 días). Genérelo nuevamente.',
  selectState: 'Seleccione el estado de los comprobantes.',
} as const;

/** An archive covers at most a year: an accountant's month, quarter or fiscal year. */
export const periodArchiveMaxDays = 366;
/** How long a built archive can be downloaded. */
export const periodArchiveRetentionDays = 7;

export const periodArchiveStates = [
  { codigo: 'todos', nombre: 'Autorizados y anulados' },
  { codigo: 'autorizados', nombre: 'Autorizados' },
  { codigo: 'anulados', nombre: 'Anulados' },
] as const;
export type PeriodArchiveState = (typeof periodArchiveStates)[number]['codigo'];

export const periodArchiveTypes = [
  { codigo: '00', nombre: 'Todos' },
  ...DOCUMENT_TYPES.map((type) => ({ codigo: type.codigo, nombre: type.nombre })),
];

export const periodArchiveRequestSchema = reportBaseSchema
  .extend({
    tipoComprobante: z
      .string({ error: reportMessages.selectType })
      .refine((code) => periodArchiveTypes.some((type) => type.codigo === code), reportMessages.selectType),
    estado: z.enum(
      periodArchiveStates.map((state) => state.codigo) as [PeriodArchiveState, ...PeriodArchiveState[]],
      { error: periodArchiveMessages.selectState },
    ),
  })
  .superRefine((request, context) => {
    const days = daysBetween(request.fechaInicio, request.fechaFin);
    if (days < 0) {
      context.addIssue({ code: 'custom', message: reportMessages.endBeforeStart, path: ['fechaFin'] });
    } else if (days >= periodArchiveMaxDays) {
      context.addIssue({ code: 'custom', message: periodArchiveMessages.rangeTooWide, path: ['fechaFin'] });
    }
  });
export type PeriodArchiveRequest = z.output<typeof periodArchiveRequestSchema>;
