import { z } from 'zod';
import type { AppContext, AppJob } from '../../app-context.ts';
import type { QueueDefinition } from '../../adapters/queue/job-queue.ts';
import { AppError } from '../../errors/app-error.ts';
import { parseAccessKey } from './key-file.ts';
import { loadReceivedVoucher, type KeyOutcome } from './received-voucher-load.ts';
import { mailJobResult } from '../users/index.ts';

export type ReceivedBatchJob = { companyRuc: string; assignmentId: number; fileName: string; keys: string[] };

/** A received-voucher key file: up to 20,000 PAC calls, then the summary e-mail. */
export const receivedBatchQueue: QueueDefinition<ReceivedBatchJob> = {
  name: 'received-vouchers-batch',
  payload: z.object({
    companyRuc: z.string().min(1),
    assignmentId: z.number().int(),
    fileName: z.string(),
    keys: z.array(z.string()),
  }),
  retryLimit: 10,
  retryDelaySeconds: 60,
  retryDelayMaxSeconds: 3600,
  expireInSeconds: 3600,
  heartbeatSeconds: 30,
};

type Line = { key: string; outcome: KeyOutcome | { kind: 'malformed'; message: string } };

const outcomeTexts = {
  stored: 'almacenada',
  duplicate: 'ya estaba registrada',
  not_found: 'no se encontró en el PAC un comprobante emitido a su empresa',
  invalid_document: 'el comprobante no es un documento válido',
  pac_failed: 'no se pudo consultar al PAC',
  malformed: 'clave inválida',
} as const;

function describe(line: Line): string {
  const detail = line.outcome.kind === 'malformed' ? ` (${line.outcome.message})` : '';
  return `${line.key}: ${outcomeTexts[line.outcome.kind]}${detail}`;
}

/**
 * Processes a key file in the background (spec 001 §2 'Voucher loading', §8) and e-mails the summary.
 * A retry after a failed e-mail finds the keys this job stored already and still counts them as stored.
 */
export async function processReceivedBatch(ctx: AppContext, job: ReceivedBatchJob, jobId: string) {
  const lines: Line[] = [];
  for (const key of job.keys) {
    let accessKey: string;
    try {
      accessKey = parseAccessKey(key);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      lines.push({ key, outcome: { kind: 'malformed', message: error.mensaje } });
      continue;
    }
    const outcome = await loadReceivedVoucher(ctx, {
      companyRuc: job.companyRuc,
      accessKey,
      loadedBy: job.assignmentId,
      batch: jobId,
    });
    lines.push({ key: accessKey, outcome });
  }
  const stored = lines.filter((line) => line.outcome.kind === 'stored').length;
  await mailJobResult(ctx, job.assignmentId, {
    subject: 'Resumen de la carga de comprobantes recibidos',
    body: [
      `Se procesó el archivo ${job.fileName} con ${lines.length} clave(s) de acceso.`,
      `Almacenadas: ${stored}. No almacenadas: ${lines.length - stored}.`,
      '',
      ...lines.map(describe),
      '',
      stored > 0
        ? 'Los comprobantes almacenados se muestran en Comprobantes Recibidos.'
        : 'Ningún comprobante fue almacenado.',
    ],
  });
}

export const receivedBatchJob: AppJob<ReceivedBatchJob> = {
  queue: receivedBatchQueue,
  concurrency: 1,
  handle: (ctx, job, meta) => processReceivedBatch(ctx, job, meta.id),
};
