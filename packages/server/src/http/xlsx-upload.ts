import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  spreadsheetLimits,
  spreadsheetMessages as texts,
  xlsxMediaType,
  SystemCode,
} from '@facturar/contracts';
import { AppError } from '../errors/app-error.ts';

export type XlsxUpload = { fileName: string; content: Buffer; fields: Readonly<Record<string, string>> };

/** A scope whose routes take one .xlsx upload (field 'file') and a few short text fields. */
export function registerXlsxUploadScope(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): void {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: spreadsheetLimits.maxFileBytes, files: 1, fields: 4, fieldSize: 1_000 },
    });
    routes(scope);
  });
}

function isXlsx(fileName: string, mimetype: string): boolean {
  return /\.xlsx$/i.test(fileName) || mimetype === xlsxMediaType;
}

/**
 * The upload's file (field 'file', an .xlsx by name or media type, within the size limit) and its text
 * fields, whatever their order. The file's content is inspected later, by the spreadsheet reader.
 */
export async function readXlsxUpload(request: FastifyRequest): Promise<XlsxUpload> {
  const fields: Record<string, string> = {};
  let file: { fileName: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      if (!isXlsx(part.filename, part.mimetype)) {
        part.file.resume();
        throw new AppError('validation', texts.notXlsx, { mensajeSistema: SystemCode.ARCHIVO_NO_XLSX });
      }
      file = { fileName: part.filename, content: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', texts.tooLarge, { mensajeSistema: SystemCode.ARCHIVO_GRANDE });
    }
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('validation', texts.fileMissing, { mensajeSistema: SystemCode.ARCHIVO_AUSENTE });
    }
    throw error;
  }
  if (!file)
    throw new AppError('validation', texts.fileMissing, { mensajeSistema: SystemCode.ARCHIVO_AUSENTE });
  return { ...file, fields };
}
