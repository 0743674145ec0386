import { companyNotificationsSchema, receiverSessionSchema, resourceListSchema } from '@facturar/contracts';
import { z } from 'zod';
import type { Persistence, PersistedEntry, StorageArea } from '#web/lib/persistence.ts';

function entry<T>(area: StorageArea, schema: z.ZodType<T>): PersistedEntry<T> {
  return { area, schema };
}

/**
 * What survives a reload, encrypted (spec 000 §4): user and company data in local storage; resources,
 * notifications and the pending first-login data in session storage, so they end with the tab.
 */
export const persistenceLayout = {
  session: entry('local', z.object({ tk: z.string(), type: z.literal('Bearer'), ruc: z.string() })),
  company: entry(
    'local',
    z.object({ nombreUsuario: z.string(), nombreEmpresa: z.string(), logoEmpresa: z.string().nullable() }),
  ),
  resources: entry('session', resourceListSchema),
  notifications: entry('session', companyNotificationsSchema.extend({ dismissed: z.array(z.string()) })),
  /** The receivers' portal session (ADR 0135): never a user's, it ends with the tab. */
  receiverPortal: entry('session', receiverSessionSchema),
  pendingLogin: entry('session', z.object({ username: z.string(), password: z.string() })),
  /** Set by a first login (state PRI): home offers 'Cargar Certificado' once if the company has none. */
  certificatePrompt: entry('session', z.object({ isPending: z.boolean() })),
  /**
   * The emission form's values, so Back, Forward and a reload keep a half-filled document (issue 29), and
   * the server draft they are saved in (issue 28), which the restored form goes on saving to.
   */
  emissionDraft: entry(
    'session',
    z.object({
      kind: z.string(),
      values: z.unknown(),
      draft: z.object({ idBorrador: z.number(), version: z.number() }).nullish(),
    }),
  ),
  /**
   * The CAFE template last chosen, offered first by the next 'Seleccionar template' (issue 29); forgotten
   * at sign-out like the rest (spec 000 §4), so it is the signed-in user's.
   */
  cafeTemplate: entry('local', z.object({ codigo: z.string() })),
  /** The emission form's generation under way, body and Idempotency-Key, until the server answers (issue 29). */
  generationAttempt: entry(
    'session',
    z.object({ kind: z.string(), values: z.string(), body: z.unknown(), key: z.string() }),
  ),
};

export type AppPersistence = Persistence<typeof persistenceLayout>;
export type PersistedCompany = z.infer<(typeof persistenceLayout.company)['schema']>;
