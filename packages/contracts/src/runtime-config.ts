import { z } from 'zod';

/** What the web app reads at start-up instead of baking addresses and keys into the bundle (spec 000 §7). */
export const runtimeConfigSchema = z.object({
  codigoSistema: z.string(),
  apiKey: z.string(),
  manualsUrl: z.string(),
  services: z.object({
    auth: z.string(),
    core: z.string(),
    repo: z.string(),
    pay: z.string(),
    notifier: z.string(),
    v1: z.string(),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
