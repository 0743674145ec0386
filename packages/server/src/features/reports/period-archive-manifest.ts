import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { DOCUMENT_TYPES, formatPanamaDateTime, padDocumentNumber } from '@facturar/domain';
import type { readPeriodArchivePage } from './period-archive-repository.ts';

export type ArchiveDocument = Awaited<ReturnType<typeof readPeriodArchivePage>>[number];

const manifestColumns = [
  'Número',
  'Tipo',
  'CUFE',
  'Receptor',
  'Identificación del receptor',
  'Fecha de emisión',
  'Estado',
  'Total',
  'Archivo XML',
  'SHA-256 XML',
  'Archivo CAFE',
  'SHA-256 CAFE',
];

/** Lines gathered before they go to the work file in one write. */
const flushBytes = 64 * 1024;

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function manifestLine(doc: ArchiveDocument, xmlHash: string, pdfHash: string): string {
  const type = DOCUMENT_TYPES.find((entry) => entry.codigo === doc.doc_type)?.nombre ?? doc.doc_type;
  return [
    `${doc.branch_code}-${doc.point_code}-${padDocumentNumber(doc.number)}`,
    type,
    doc.cufe,
    doc.receiver_name,
    doc.receiver_identification ?? '',
    formatPanamaDateTime(doc.issued_at),
    doc.status === 'ANU' ? 'Anulado' : 'Autorizado',
    String(doc.total),
    `xml/${doc.cufe}.xml`,
    xmlHash,
    `cafe/${doc.cufe}.pdf`,
    pdfHash,
  ]
    .map(csvField)
    .join(',');
}

/**
 * The archive's `manifiesto.csv` (UTF-8 with BOM, CRLF), one line per document, written to a work file
 * as the documents go into the ZIP and hashed on the way, so that a period of 100,000 documents does not
 * hold its manifest in memory (ADR 0141). It goes into the ZIP last, read back from the file.
 */
export class ArchiveManifest {
  readonly #path: string;
  readonly #hash = createHash('sha256');
  #file: FileHandle | undefined;
  #pending: string[] = [];
  #pendingBytes = 0;
  #fileBytes = 0;

  constructor(workDir: string) {
    this.#path = join(workDir, 'manifiesto.csv');
    this.#add(`\uFEFF${manifestColumns.join(',')}`);
  }

  /** The document's line, with its XML's and CAFE's SHA-256. */
  async append(doc: ArchiveDocument, xmlHash: string, pdfHash: string): Promise<void> {
    this.#add(manifestLine(doc, xmlHash, pdfHash));
    if (this.#pendingBytes >= flushBytes) await this.#flush();
  }

  /** Ends the manifest: its SHA-256 (hex), and its bytes to read back into the ZIP. */
  async finish(): Promise<{ sha256: string; content: AsyncIterable<Buffer> }> {
    await this.#flush();
    await this.close();
    return { sha256: this.#hash.digest('hex'), content: createReadStream(this.#path) };
  }

  /** Closes the work file (after `finish`, or when the archive is abandoned); the caller removes `workDir`. */
  async close(): Promise<void> {
    await this.#file?.close();
    this.#file = undefined;
  }

  #add(line: string): void {
    const text = `${line}\r\n`;
    this.#hash.update(text, 'utf8');
    this.#pending.push(text);
    this.#pendingBytes += text.length;
  }

  async #flush(): Promise<void> {
    if (this.#pending.length === 0) return;
    this.#file ??= await open(this.#path, 'w');
    const bytes = Buffer.from(this.#pending.join(''), 'utf8');
    this.#pending = [];
    this.#pendingBytes = 0;
    await this.#file.write(bytes, 0, bytes.length, this.#fileBytes);
    this.#fileBytes += bytes.length;
  }
}
