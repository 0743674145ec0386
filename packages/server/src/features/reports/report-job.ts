import { periodArchiveRetentionDays } from '@facturar/contracts';
import type { AppContext, AppJob } from '../../app-context.ts';
import { ReportChunkSink } from './report-chunk-sink.ts';
import { reportJobQueue, type ReportJobData } from './report-job-queue.ts';
import { periodicJob } from '../../periodic-job.ts';
import {
  finishReportJob,
  findReportJob,
  readReportChunks,
  recordReportProgress,
  startReportJob,
} from './report-job-repository.ts';
import { deleteExpiredPeriodArchives, periodArchiveKind, writePeriodArchive } from './period-archive.ts';
import { writeReport, type PreparedReport } from './report-service.ts';
import { mailJobResult } from '../users/index.ts';

/** Progress is stored every this many rows: often enough for the bar, rarely enough to cost nothing. */
const PROGRESS_EVERY_ROWS = 5_000;
/** Files up to this size go with the e-mail; larger ones are only offered in the application. */
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

function formatMegabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString('es-PA', { maximumFractionDigits: 1 })} MB`;
}

async function readFile(ctx: AppContext, jobId: string): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of readReportChunks(ctx.db, jobId)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Writes a large report into the database, chunk by chunk, recording its progress, then e-mails the
 * requester (with the file when it is small enough to travel by mail). A retry starts the file again.
 */
export async function generateReportJob(ctx: AppContext, data: ReportJobData): Promise<void> {
  const job = await findReportJob(ctx.db, data.jobId);
  if (!job || job.status === 'LIS') return;
  await startReportJob(ctx.db, job.id);
  const sink = new ReportChunkSink(ctx.db, job.id);
  const isArchive = job.kind === periodArchiveKind;
  let lastRecorded = 0;
  const onProgress = async (written: number) => {
    // An archive's documents weigh far more than a report's rows: its bar moves every page.
    if (!isArchive && written - lastRecorded < PROGRESS_EVERY_ROWS) return;
    lastRecorded = written;
    await recordReportProgress(ctx.db, job.id, written);
  };
  const rows = isArchive
    ? await writePeriodArchive(ctx, job, sink, onProgress)
    : await writeReport(ctx, JSON.parse(job.request) as PreparedReport, sink, { onProgress });
  await finishReportJob(ctx.db, job.id, { status: 'LIS', writtenRows: rows, bytes: sink.bytes });

  if (isArchive) {
    await mailJobResult(ctx, job.requested_by, {
      subject: `Su archivo del período está listo: ${job.file_name}`,
      body: [
        `El archivo del período que solicitó (${rows.toLocaleString('es-PA')} comprobantes, ${formatMegabytes(sink.bytes)}) está listo.`,
        `Descárguelo desde Facturar, en 'Descargar archivo del período', durante los próximos ${periodArchiveRetentionDays} días.`,
      ],
    });
    return;
  }
  const isAttached = sink.bytes <= MAX_ATTACHMENT_BYTES;
  await mailJobResult(ctx, job.requested_by, {
    subject: `Su reporte está listo: ${job.file_name}`,
    body: [
      `El reporte que solicitó (${rows.toLocaleString('es-PA')} registros) está listo.`,
      isAttached
        ? 'Lo encontrará adjunto a este correo; también puede descargarlo desde la pantalla del reporte.'
        : 'Por su tamaño no se adjunta: descárguelo desde la pantalla del reporte en Facturar.',
    ],
    attachments: async () =>
      isAttached
        ? [
            {
              filename: job.file_name,
              content: await readFile(ctx, job.id),
              contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            },
          ]
        : [],
  });
}

export const reportJob: AppJob<ReportJobData> = {
  queue: reportJobQueue,
  concurrency: 1,
  handle: async (ctx, data, meta) => {
    try {
      await generateReportJob(ctx, data);
    } catch (error) {
      // The last try's failure is the user's to see; earlier ones are retried by the queue.
      if (meta.retryCount >= reportJobQueue.retryLimit) {
        await finishReportJob(ctx.db, data.jobId, { status: 'ERR', writtenRows: 0, bytes: null });
      }
      throw error;
    }
  },
};

/** Deletes the period archives past their week, once a day (ADR 0057). */
export const periodArchiveSweepJob = periodicJob(
  {
    name: 'period-archive-sweep',
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryDelayMaxSeconds: 600,
    expireInSeconds: 600,
    heartbeatSeconds: 30,
  },
  '30 3 * * *',
  deleteExpiredPeriodArchives,
);
