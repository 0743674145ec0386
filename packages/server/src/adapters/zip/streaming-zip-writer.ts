import { once } from 'node:events';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { crc32, deflateRaw, createDeflateRaw } from 'node:zlib';
import { zipCentralRecord, zipLocalHeader, type ZipEntryFields } from './zip-entry-headers.ts';

const deflate = promisify(deflateRaw);

const dataDescriptorSignature = 0x08074b50;
const zip64EndSignature = 0x06064b50;
const zip64LocatorSignature = 0x07064b50;
const endSignature = 0x06054b50;
/** Bit 11: the name is UTF-8. Bit 3: CRC and sizes follow the data (an entry whose size is not known first). */
const utf8Flag = 0x0800;
const dataDescriptorFlag = 0x0008;
const deflated = 8;
/** Made by Unix (3) under the spec's 4.5, the version that brought ZIP64; 2.0 suffices to extract otherwise. */
const madeBy = (3 << 8) | 45;
const plainVersion = 20;
const zip64Version = 45;
/** A regular file, rw-r--r--, in the external attributes' high half as Unix zip tools read them. */
const fileAttributes = (0o100644 << 16) >>> 0;
const max32 = 0xffffffff;
const max16 = 0xffff;
/** Central-directory records gathered before they go to the work file in one write. */
const directoryFlushBytes = 64 * 1024;
const copyBytes = 1024 * 1024;

function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

type EntryRecord = {
  name: Buffer;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
};

/**
 * A ZIP written straight into `output`, one entry after the other, whose memory does not grow with its
 * entries (ADR 0141): an entry's bytes go out as soon as it is added, and its central-directory record
 * (the only thing a ZIP needs to know about it at the end) is written to a work file in `workDir` and
 * copied after the last entry. Past 65,534 entries or 4 GB the ZIP64 records are added, as readers expect.
 * Each write waits for `output` to drain, so a slow destination slows the writer instead of filling memory.
 */
export class StreamingZipWriter {
  readonly #output: Writable;
  readonly #directoryPath: string;
  readonly #modified: { time: number; date: number };
  #directory: FileHandle | undefined;
  #pendingRecords: Buffer[] = [];
  #pendingBytes = 0;
  #directoryBytes = 0;
  #offset = 0;
  #entries = 0;

  constructor(output: Writable, workDir: string, modified: Date) {
    this.#output = output;
    this.#directoryPath = join(workDir, 'central-directory.bin');
    this.#modified = dosDateTime(modified);
  }

  /** Bytes written so far. */
  get bytes(): number {
    return this.#offset;
  }

  /** An entry whose content is in hand: compressed at once, its CRC and sizes in its local header. */
  async addFile(name: string, content: Buffer): Promise<void> {
    const compressed = await deflate(content);
    const entry: EntryRecord = {
      name: Buffer.from(name, 'utf8'),
      flags: utf8Flag,
      crc: crc32(content),
      compressedSize: compressed.length,
      size: content.length,
      offset: this.#offset,
    };
    assertSmallEntry(entry);
    await this.#write(this.#localHeader(entry));
    await this.#write(compressed);
    await this.#record(entry);
  }

  /**
   * An entry read from `source` as it is written (a file too large to hold): compressed on the way, its
   * CRC and sizes in a data descriptor after its data.
   */
  async addStream(name: string, source: AsyncIterable<Buffer>): Promise<void> {
    const entry: EntryRecord = {
      name: Buffer.from(name, 'utf8'),
      flags: utf8Flag | dataDescriptorFlag,
      crc: 0,
      compressedSize: 0,
      size: 0,
      offset: this.#offset,
    };
    await this.#write(this.#localHeader(entry));
    const counted = async function* () {
      for await (const chunk of source) {
        entry.crc = crc32(chunk, entry.crc);
        entry.size += chunk.length;
        yield chunk;
      }
    };
    await pipeline(counted, createDeflateRaw(), async (compressed: AsyncIterable<Buffer>) => {
      for await (const chunk of compressed) {
        entry.compressedSize += chunk.length;
        await this.#write(chunk);
      }
    });
    assertSmallEntry(entry);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(dataDescriptorSignature, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.#write(descriptor);
    await this.#record(entry);
  }

  /** Copies the central directory after the entries, closes the ZIP and ends `output`. */
  async finish(): Promise<void> {
    await this.#flushRecords();
    const directoryOffset = this.#offset;
    if (this.#directory) {
      const chunk = Buffer.alloc(copyBytes);
      for (let position = 0; position < this.#directoryBytes;) {
        const { bytesRead } = await this.#directory.read(chunk, 0, copyBytes, position);
        position += bytesRead;
        // A copy per write: the output may still hold the previous one when the buffer is refilled.
        await this.#write(Buffer.from(chunk.subarray(0, bytesRead)));
      }
      await this.close();
    }
    const directorySize = this.#offset - directoryOffset;
    const needsZip64 = this.#entries >= max16 || directoryOffset >= max32 || directorySize >= max32;
    if (needsZip64) {
      const zip64EndOffset = this.#offset;
      const record = Buffer.alloc(56);
      record.writeUInt32LE(zip64EndSignature, 0);
      record.writeBigUInt64LE(44n, 4);
      record.writeUInt16LE(madeBy, 12);
      record.writeUInt16LE(zip64Version, 14);
      record.writeBigUInt64LE(BigInt(this.#entries), 24);
      record.writeBigUInt64LE(BigInt(this.#entries), 32);
      record.writeBigUInt64LE(BigInt(directorySize), 40);
      record.writeBigUInt64LE(BigInt(directoryOffset), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(zip64LocatorSignature, 0);
      locator.writeBigUInt64LE(BigInt(zip64EndOffset), 8);
      locator.writeUInt32LE(1, 16);
      await this.#write(Buffer.concat([record, locator]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(endSignature, 0);
    end.writeUInt16LE(Math.min(this.#entries, max16), 8);
    end.writeUInt16LE(Math.min(this.#entries, max16), 10);
    end.writeUInt32LE(Math.min(directorySize, max32), 12);
    end.writeUInt32LE(Math.min(directoryOffset, max32), 16);
    await this.#write(end);
    this.#output.end();
    await once(this.#output, 'finish');
  }

  /** Closes the work file (after `finish`, or when the ZIP is abandoned); the caller removes `workDir`. */
  async close(): Promise<void> {
    await this.#directory?.close();
    this.#directory = undefined;
  }

  async #write(chunk: Buffer): Promise<void> {
    // A download whose client went away destroys its stream: the ZIP stops instead of waiting for ever.
    if (this.#output.destroyed) throw new Error('The ZIP output was closed before the ZIP was finished.');
    this.#offset += chunk.length;
    if (!this.#output.write(chunk)) await drained(this.#output);
  }

  #entryFields(entry: EntryRecord, version: number): ZipEntryFields {
    return {
      version,
      flags: entry.flags,
      method: deflated,
      ...this.#modified,
      crc: entry.crc,
      compressedSize: entry.compressedSize,
      size: entry.size,
      nameLength: entry.name.length,
    };
  }

  #localHeader(entry: EntryRecord): Buffer {
    return Buffer.concat([zipLocalHeader(this.#entryFields(entry, plainVersion)), entry.name]);
  }

  /** The entry's central-directory record, kept out of memory: only its size is remembered. */
  async #record(entry: EntryRecord): Promise<void> {
    // Only the local header's offset can pass 4 GB (entries are smaller): then it moves to a ZIP64 field.
    const isFar = entry.offset >= max32;
    const extra = Buffer.alloc(isFar ? 12 : 0);
    if (isFar) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(8, 2);
      extra.writeBigUInt64LE(BigInt(entry.offset), 4);
    }
    const record = zipCentralRecord(madeBy, this.#entryFields(entry, isFar ? zip64Version : plainVersion));
    record.writeUInt16LE(extra.length, 30);
    record.writeUInt32LE(fileAttributes, 38);
    record.writeUInt32LE(isFar ? max32 : entry.offset, 42);
    const whole = Buffer.concat([record, entry.name, extra]);
    this.#pendingRecords.push(whole);
    this.#pendingBytes += whole.length;
    this.#entries += 1;
    if (this.#pendingBytes >= directoryFlushBytes) await this.#flushRecords();
  }

  async #flushRecords(): Promise<void> {
    if (this.#pendingBytes === 0) return;
    this.#directory ??= await open(this.#directoryPath, 'w+');
    const records = Buffer.concat(this.#pendingRecords, this.#pendingBytes);
    this.#pendingRecords = [];
    this.#pendingBytes = 0;
    await this.#directory.write(records, 0, records.length, this.#directoryBytes);
    this.#directoryBytes += records.length;
  }
}

/** Entries are documents' files and a manifest: far below 4 GB, so their sizes never need ZIP64 fields. */
function assertSmallEntry(entry: EntryRecord): void {
  if (entry.compressedSize >= max32 || entry.size >= max32) {
    throw new Error(`ZIP entry ${entry.name.toString('utf8')} is 4 GB or more`);
  }
}

/** Resolves once `output` takes more writes; rejects if it closes first (a download cut short). */
function drained(output: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error): void => {
      output.off('drain', onDrain);
      output.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = (): void => settle();
    const onClose = (): void => settle(new Error('The ZIP output was closed before the ZIP was finished.'));
    output.once('drain', onDrain);
    output.once('close', onClose);
  });
}
