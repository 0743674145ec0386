import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  maxKeyFileBytes,
  receivedVoucherEndpoints,
  receivedVoucherMessages as texts,
  SystemCode,
} from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import {
  acceptKeyFile,
  assertKeyFileLoadAllowed,
  listReceivedVouchers,
  loadByAccessKey,
  searchReceivedVouchers,
} from './received-voucher-service.ts';

/** The key file: field 'file', a .txt of text/plain, under 1 MB (spec 001 §5). */
async function readKeyFileUpload(request: FastifyRequest): Promise<{ fileName: string; content: Buffer }> {
  let file;
  try {
    file = await request.file();
  } catch {
    throw new AppError('validation', texts.fileMissing, { mensajeSistema: SystemCode.ARCHIVO_AUSENTE });
  }
  if (!file || file.fieldname !== 'file') {
    throw new AppError('validation', texts.fileMissing, { mensajeSistema: SystemCode.ARCHIVO_AUSENTE });
  }
  const isText = file.mimetype === 'text/plain' && /\.txt$/i.test(file.filename);
  if (!isText) {
    file.file.resume();
    throw new AppError('validation', texts.fileTypeOnly, { mensajeSistema: SystemCode.ARCHIVO_NO_TXT });
  }
  try {
    return { fileName: file.filename, content: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', texts.fileTooLarge, {
        mensajeSistema: SystemCode.ARCHIVO_GRANDE,
      });
    }
    throw error;
  }
}

/** Received vouchers: the list, its search, and loading by access key or by key file (spec 001 §7). */
export function registerReceivedVoucherRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, receivedVoucherEndpoints.list, {}, async ({ params, query, request }) =>
    listReceivedVouchers(ctx, requireAuth(request), params.companyId, query),
  );

  registerRoute(app, receivedVoucherEndpoints.search, {}, async ({ params, query, request }) =>
    searchReceivedVouchers(ctx, requireAuth(request), params.companyId, query),
  );

  registerRoute(app, receivedVoucherEndpoints.loadByKey, {}, async ({ params, request }) =>
    loadByAccessKey(ctx, requireAuth(request), params.accessKey, params.extra),
  );

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxKeyFileBytes, files: 1, fields: 0 } });
    registerRoute(scope, receivedVoucherEndpoints.loadKeyFile, {}, async ({ params, request }) => {
      const auth = requireAuth(request);
      await assertKeyFileLoadAllowed(ctx, auth, params.companyId, params.extra);
      const file = await readKeyFileUpload(request);
      return acceptKeyFile(ctx, auth, params.companyId, params.extra, file);
    });
  });
}
