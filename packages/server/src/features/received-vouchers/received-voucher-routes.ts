import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  maxKeyFileBytes,
  receivedLoadAnswerSchema,
  receivedVoucherMessages as texts,
  receivedVoucherPageSchema,
  voucherListQuerySchema,
  voucherSearchQuerySchema,
} from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import {
  acceptKeyFile,
  listReceivedVouchers,
  loadByAccessKey,
  searchReceivedVouchers,
} from './received-voucher-service.ts';

const companyKey = z.string().min(1).max(40);
const assignment = z.coerce.number().int().positive();

/** The key file: field 'file', a .txt of text/plain, under 1 MB (spec 001 §5). */
async function readKeyFileUpload(request: FastifyRequest): Promise<{ fileName: string; content: Buffer }> {
  let file;
  try {
    file = await request.file();
  } catch {
    throw new AppError('validation', texts.fileMissing, { mensajeSistema: 'ARCHIVO_AUSENTE' });
  }
  if (!file || file.fieldname !== 'file') {
    throw new AppError('validation', texts.fileMissing, { mensajeSistema: 'ARCHIVO_AUSENTE' });
  }
  const isText = file.mimetype === 'text/plain' && /\.txt$/i.test(file.filename);
  if (!isText) {
    file.file.resume();
    throw new AppError('validation', texts.fileTypeOnly, { mensajeSistema: 'ARCHIVO_NO_TXT' });
  }
  try {
    return { fileName: file.filename, content: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', texts.fileTooLarge, { mensajeSistema: 'ARCHIVO_GRANDE' });
    }
    throw error;
  }
}

/** Received vouchers: the list, its search, and loading by access key or by key file (spec 001 §7). */
export function registerReceivedVoucherRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/comprobantes/recibidos/:companyId',
    {
      preHandler: authenticate(),
      schema: {
        tags: ['comprobantes'],
        params: z.object({ companyId: companyKey }),
        querystring: voucherListQuerySchema,
        response: { 200: receivedVoucherPageSchema },
      },
    },
    async (request) =>
      listReceivedVouchers(ctx, requireAuth(request), request.params.companyId, request.query),
  );

  api.get(
    '/api/comprobantes/recibidos/busqueda/:companyId',
    {
      preHandler: authenticate(),
      schema: {
        tags: ['comprobantes'],
        params: z.object({ companyId: companyKey }),
        querystring: voucherSearchQuerySchema,
        response: { 200: receivedVoucherPageSchema },
      },
    },
    async (request) =>
      searchReceivedVouchers(ctx, requireAuth(request), request.params.companyId, request.query),
  );

  api.get(
    '/api/comprobante/recibido/:accessKey/:extra',
    {
      preHandler: authenticate(),
      schema: {
        tags: ['comprobantes'],
        params: z.object({ accessKey: z.string().max(200), extra: assignment }),
        response: { 200: receivedLoadAnswerSchema },
      },
    },
    async (request) =>
      loadByAccessKey(ctx, requireAuth(request), request.params.accessKey, request.params.extra),
  );

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxKeyFileBytes, files: 1, fields: 0 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/comprobante/recibido/archivo/:companyId/:extra',
      {
        preHandler: authenticate(),
        schema: {
          tags: ['comprobantes'],
          consumes: ['multipart/form-data'],
          params: z.object({ companyId: companyKey, extra: assignment }),
          response: { 200: receivedLoadAnswerSchema },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const file = await readKeyFileUpload(request);
        return acceptKeyFile(ctx, auth, request.params.companyId, request.params.extra, file);
      },
    );
  });
}
