import { SystemCode } from '@facturar/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { AppContext } from '../../app-context.ts';
import { StreamingZipWriter } from '../../adapters/zip/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { findReceivedRefs } from '../received-vouchers/index.ts';
import { downloadMessages } from './voucher-download-messages.ts';
import { findIssuedRefs } from './voucher-file-repository.ts';
import { loadVoucherFiles, renderVoucherPdfs, type VoucherFile } from './voucher-files.ts';

/** Documents read from the database at a time while the ZIP is written. */
const LOAD_CHUNK = 25;

/**
 * The selected documents' XML and CAFE PDF as one ZIP, written as it is read (spec 001 §7). Ids that are not the company's are left out; none at all
 * is the spec's 'No existen datos' error.
 */
export async function buildVoucherZip(
  ctx: AppContext,
  ruc: string,
  requestedIds: readonly number[],
): Promise<NodeJS.ReadableStream> {
  const ids = [...new Set(requestedIds.map(String))];
  const [issued, received] = await Promise.all([
    findIssuedRefs(ctx.db, ruc, ids),
    findReceivedRefs(ctx.db, ruc, ids),
  ]);
  const known = new Map([...issued, ...received].map((ref) => [ref.id, ref.cufe]));
  const refs = ids.flatMap((id) => {
    const cufe = known.get(id);
    return cufe === undefined ? [] : [{ id, cufe, ruc }];
  });
  if (refs.length === 0) {
    throw new AppError('not_found', downloadMessages.zipNoData, { mensajeSistema: SystemCode.ZIP_SIN_DATOS });
  }
  return streamVoucherZip(ctx, refs);
}

/** One document in a ZIP: its id, the CUFE that names its files, and the company that issued it. */
export type ZipDocumentRef = { id: string; cufe: string; ruc: string };

/**
 * Writes the documents' XML and CAFE PDF as one ZIP while it is read, loading a chunk of documents at a
 * time (grouped by their issuing company, as the files are stored): the issuer's ZIP and the receivers'
 * portal's, whose documents come from many companies. The one ZIP writer (ADR 0141) waits for the reader,
 * so memory stays flat however many documents are chosen; a download cut short stops it.
 */
export function streamVoucherZip(ctx: AppContext, refs: readonly ZipDocumentRef[]): NodeJS.ReadableStream {
  const output = new PassThrough();
  writeVoucherZip(ctx, refs, output).catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}

async function writeVoucherZip(
  ctx: AppContext,
  refs: readonly ZipDocumentRef[],
  output: PassThrough,
): Promise<void> {
  const workDir = await mkdtemp(join(tmpdir(), 'facturar-zip-'));
  const zip = new StreamingZipWriter(output, workDir, ctx.now());
  try {
    for (let start = 0; start < refs.length; start += LOAD_CHUNK) {
      const chunk = refs.slice(start, start + LOAD_CHUNK);
      const files = await loadChunk(ctx, chunk);
      const chunkFiles = chunk.map((ref) => files.get(ref.id)!);
      const pdfs = renderVoucherPdfs(ctx, chunkFiles);
      for (const [index, ref] of chunk.entries()) {
        await zip.addFile(`${ref.cufe}.xml`, Buffer.from(chunkFiles[index]!.xml, 'utf8'));
        await zip.addFile(`${ref.cufe}.pdf`, await pdfs[index]!);
      }
    }
    await zip.finish();
  } finally {
    await zip.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

async function loadChunk(
  ctx: AppContext,
  chunk: readonly ZipDocumentRef[],
): Promise<Map<string, VoucherFile>> {
  const byCompany = Map.groupBy(chunk, (ref) => ref.ruc);
  const loaded = await Promise.all(
    [...byCompany].map(([company, companyRefs]) =>
      loadVoucherFiles(
        ctx,
        company,
        companyRefs.map((ref) => ref.id),
      ),
    ),
  );
  return new Map(loaded.flat().map((file) => [file.id, file]));
}
