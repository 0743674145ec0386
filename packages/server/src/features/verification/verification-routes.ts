import type { FastifyInstance } from 'fastify';
import { sharingEndpoints, verificationEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { publicReadLimit } from '../../http/public-read-limit.ts';
import { registerRoute } from '../../http/register-route.ts';
import { loadSharedFile, verifyDocument, viewSharedDocument } from './verification-service.ts';

/**
 * The public pages of a document: its check by CUFE ('/verificar') and the page a share link opens. No
 * session, so each is limited per address (VERIFY_RATE_LIMIT_PER_MINUTE), which also bounds token guessing.
 */
export function registerVerificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limited = publicReadLimit(ctx);
  registerRoute(app, verificationEndpoints.verify, limited, async ({ params }) =>
    verifyDocument(ctx, params.cufe),
  );
  registerRoute(app, sharingEndpoints.view, limited, async ({ params }) =>
    viewSharedDocument(ctx, params.token),
  );
  for (const [endpoint, kind] of [
    [sharingEndpoints.xml, 'xml'],
    [sharingEndpoints.pdf, 'pdf'],
  ] as const) {
    registerRoute(app, endpoint, limited, async ({ params, reply }) => {
      const file = await loadSharedFile(ctx, params.token, kind);
      const disposition = kind === 'xml' ? 'attachment' : 'inline';
      return reply
        .type(file.type)
        .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
        .send(file.body);
    });
  }
}
