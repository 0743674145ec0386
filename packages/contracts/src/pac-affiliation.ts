import { z } from 'zod';
import { companyRucSchema } from './endpoint.ts';

/** GET /cuenta/usuario/empresa/{ruc}: the company as its setup dialogs show it (spec 000 §3). */
export const companySetupSchema = z.object({
  idEmpresa: z.string(),
  razonSocialempresa: z.string(),
  direccion: z.string().nullable(),
  correoPrincipal: z.string(),
  telefonoPrincipal: z.string().nullable(),
  /** The company's PAC API key: only for its own administrators (ADM) and the platform; null for others. */
  key: z.string().nullable(),
  tipoContribuyente: z.number().int(),
  digitoVerificador: z.string(),
  /** 1 or 2 affiliated, 3 pending, 4 waiting for the DGI (spec 000 §4). */
  estadoAfiliacionPac: z.number().int(),
  /** 1 generated, 2 annulled, 3 pending, 4 waiting for the DGI (spec 000 §4). */
  estadoCodigoSeguridadQr: z.number().int(),
  /**
   * The company's PAC signs its documents (the HKA/EBI integration API, issue 30): the affiliation and the
   * QR security code are the PAC's business, and no certificate of the company's own is needed.
   */
  pacFirma: z.boolean(),
  logo: z.string().nullable(),
  logoCafe: z.string().nullable(),
});
export type CompanySetup = z.infer<typeof companySetupSchema>;

/**
 * The company body of the affiliation and QR calls (spec 000 §7). Only the RUC decides which company is
 * meant; the rest is what the dialog holds and is sent on to the PAC from the stored company, never from
 * the body, so a client cannot affiliate data the company does not have.
 */
export const pacCompanyBodySchema = z.object({ rucEmpresa: companyRucSchema }).passthrough();

export const qrActionParamsSchema = z.object({
  accion: z.enum(['1', '2'], { error: 'La acción indicada no es válida: 1 genera, 2 anula.' }),
});

/** Affiliation answers 1 (affiliated), 3 (no DGI authorisation) or 4 (DGI unreachable). */
export const affiliationAnswerSchema = z.union([z.literal(1), z.literal(3), z.literal(4)]);
/** QR answers 1 (generated), 2 (annulled) or 3 (pending: nothing changed). */
export const qrAnswerSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
