import { SystemCode } from '@facturar/contracts';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { findReceivedRefs } from '../received-vouchers/index.ts';
import { downloadMessages } from './voucher-download-messages.ts';
import { findIssuedRefs } from './voucher-file-repository.ts';
import { loadVoucherFiles, renderVoucherPdf, type VoucherFile } from './voucher-files.ts';

/** Documents read from the database at a time while the ZIP is written. */
const LOAD_CHUNK = 25;

/**
 * The selected documents' XML and CAFE PDF as one ZIP, written as it is read (spec 001 §7): yazl asks for
 * each entry only when the previous one has gone out, and documents are loaded a chunk at a time, so
 * memory stays flat however many are selected. Ids that are not the company's are left out; none at all
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
 * portal's, whose documents come from many companies.
 */
export function streamVoucherZip(ctx: AppContext, refs: readonly ZipDocumentRef[]): NodeJS.ReadableStream {
  let chunk: { start: number; files: Promise<Map<string, VoucherFile>> } | undefined;
  function loadAt(index: number): Promise<VoucherFile> {
    const start = index - (index % LOAD_CHUNK);
    if (chunk?.start !== start) {
      const byCompany = Map.groupBy(refs.slice(start, start + LOAD_CHUNK), (ref) => ref.ruc);
      chunk = {
        start,
        files: Promise.all(
          [...byCompany].map(([company, chunkRefs]) =>
            loadVoucherFiles(
              ctx,
              company,
              chunkRefs.map((ref) => ref.id),
            ),
          ),
        ).then((loaded) => new Map(loaded.flat().map((file) => [file.id, file]))),
      };
    }
    const id = refs[index]!.id;
    return chunk.files.then((files) => files.get(id)!);
  }

  const zip = new yazl.ZipFile();
  const entry =
    (produce: () => Promise<Buffer>) =>
    (done: (error: unknown, stream: NodeJS.ReadableStream) => void): void => {
      produce().then(
        (content) => done(null, Readable.from([content])),
        (error: unknown) => done(error, Readable.from([])),
      );
    };
  refs.forEach((ref, index) => {
    zip.addReadStreamLazy(
      `${ref.cufe}.xml`,
      entry(async () => Buffer.from((await loadAt(index)).xml, 'utf8')),
    );
    zip.addReadStreamLazy(
      `${ref.cufe}.pdf`,
      entry(async () => renderVoucherPdf(await loadAt(index))),
    );
  });
  zip.end();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  return output;
}
