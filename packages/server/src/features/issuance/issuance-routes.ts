import type { FastifyInstance } from 'fastify';
import { issuanceEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { listCompanyCafeTemplates } from './cafe-template-service.ts';
import { generateDocument, previewDocument, readNextNumber } from './issuance-service.ts';

export function registerIssuanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The generation request is judged by the service: its rules need the clock, its refusals the form's shape.
  const judgedByService = { isBodyParsedByService: true } as const;

  registerRoute(app, issuanceEndpoints.generate, judgedByService, async ({ body, query, headers, request }) =>
    generateDocument(ctx, requireAuth(request), body, {
      templateCode: query.codigoPlantilla,
      idempotencyKey: headers['idempotency-key'],
    }),
  );

  registerRoute(app, issuanceEndpoints.preview, judgedByService, async ({ body, query, request, reply }) => {
    const pdf = await previewDocument(ctx, requireAuth(request), body, query.codigoPlantilla);
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="vista-previa-cafe.pdf"')
      .send(pdf);
  });

  registerRoute(app, issuanceEndpoints.nextNumber, {}, async ({ params, request }) =>
    readNextNumber(ctx, requireAuth(request), params.assignmentId),
  );

  registerRoute(app, issuanceEndpoints.cafeTemplates, {}, async ({ params, request }) =>
    listCompanyCafeTemplates(ctx, requireAuth(request), params.ruc),
  );
}
