import {
  customerRegistrationSchema,
  customerUploadColumns as titles,
  customerUploadMessages as texts,
} from '@facturar/contracts';
import { z } from 'zod';
import type { AppContext, AppJob } from '../../app-context.ts';
import type { QueueDefinition } from '../../adapters/queue/job-queue.ts';
import { writeXlsx } from '../../adapters/spreadsheet/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { registerCustomer } from '../customers/index.ts';
import { mailJobResult } from '../users/index.ts';

export type CustomerUploadJob = {
  companyRuc: string;
  assignmentId: number;
  fileName: string;
  /** Each row as the 'Nuevo Cliente' form would send it; the job reads it with the form's schema again. */
  rows: { fila: number; registration: Record<string, unknown> }[];
  /** Rows the rules refused at upload, reported again in the result. */
  refused: { fila: number; mensaje: string }[];
};

/** A customers file: up to 10,000 registrations (each may ask the PAC's registry), then the result e-mail. */
export const customerUploadQueue: QueueDefinition<CustomerUploadJob> = {
  name: 'customer-upload',
  payload: z.object({
    companyRuc: z.string().min(1),
    assignmentId: z.number().int(),
    fileName: z.string(),
    rows: z.array(z.object({ fila: z.number().int(), registration: z.record(z.string(), z.unknown()) })),
    refused: z.array(z.object({ fila: z.number().int(), mensaje: z.string() })),
  }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryDelayMaxSeconds: 1800,
  expireInSeconds: 3600,
  heartbeatSeconds: 30,
};

type Outcome = { fila: number; identification: string; name: string; result: string; isAdded: boolean };

/**
 * Registers each row through `registerCustomer` (issue 15's one way in: DV by the DGI algorithm or its
 * registry, no duplicates) and mails the result with a workbook of every row's outcome. A customer that
 * exists already is reported, never duplicated; a retry after a failure finds the rows it registered
 * before and reports them as existing.
 */
export async function processCustomerUpload(ctx: AppContext, job: CustomerUploadJob): Promise<void> {
  const outcomes: Outcome[] = job.refused.map((row) => ({
    fila: row.fila,
    identification: '',
    name: '',
    result: row.mensaje,
    isAdded: false,
  }));
  for (const row of job.rows) {
    const registration = customerRegistrationSchema.parse(row.registration);
    const base = { fila: row.fila, identification: registration.idCliente, name: registration.nombres };
    try {
      await registerCustomer(ctx, job.companyRuc, registration);
      outcomes.push({ ...base, result: 'Agregado', isAdded: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // 'unavailable': the registry could not confirm the DV now; the row is reported, not retried alone.
      outcomes.push({ ...base, result: error.mensaje, isAdded: false });
    }
  }
  outcomes.sort((a, b) => a.fila - b.fila);
  const added = outcomes.filter((outcome) => outcome.isAdded).length;
  const existing = outcomes.filter((outcome) => outcome.result === texts.alreadyExists).length;
  const writeWorkbook = () =>
    writeXlsx([
      {
        name: 'Resultado',
        columns: [
          { title: 'Fila', width: 8 },
          { title: titles.identification, width: 22 },
          { title: titles.name, width: 40 },
          { title: texts.resultColumn, width: 80 },
        ],
        rows: outcomes.map((outcome) => [outcome.fila, outcome.identification, outcome.name, outcome.result]),
      },
    ]);
  await mailJobResult(ctx, job.assignmentId, {
    subject: 'Resultado de la carga masiva de clientes',
    body: [
      `Se procesó el archivo ${job.fileName} con ${outcomes.length} cliente(s).`,
      `Agregados: ${added}. Ya existían: ${existing}. No agregados por errores: ${outcomes.length - added - existing}.`,
      '',
      ...outcomes
        .filter((outcome) => !outcome.isAdded)
        .slice(0, 50)
        .map(
          (outcome) =>
            `Fila ${outcome.fila}${outcome.identification ? ` (${outcome.identification})` : ''}: ${outcome.result}`,
        ),
      '',
      'El detalle de cada fila está en el archivo adjunto.',
    ],
    attachments: async () => [{ filename: 'Resultado-Clientes.xlsx', content: await writeWorkbook() }],
  });
}

export const customerUploadJob: AppJob<CustomerUploadJob> = {
  queue: customerUploadQueue,
  concurrency: 1,
  handle: (ctx, job) => processCustomerUpload(ctx, job),
};
