import { checkRucDv, computeRucDv, type PersonType } from '@facturar/domain';
import { PacError, type CheckTaxpayerResult } from '../../adapters/pac/index.ts';
import type { AppContext } from '../../app-context.ts';

type TaxpayerFound = Extract<CheckTaxpayerResult, { kind: 'found' }>;

/** What the registry (feConsRucDV through the PAC) said, or that it was not asked or did not answer. */
export type RegistryAnswer =
  TaxpayerFound | { kind: 'not_registered' } | { kind: 'unreachable' | 'not_asked' };

/**
 * The one verdict on a RUC and its check digit (ADR 0060). `confirmed` names the DV that holds and whether
 * the registry knows the RUC (null: not asked or not reached); the others are why the DV does not hold.
 */
export type RucDvVerdict = {
  computedDv: string | null;
  /** Why the algorithm did not confirm the DV (its Spanish message and code), null when it did. */
  algorithmProblem: { message: string; code: string } | null;
  registry: RegistryAnswer;
} & (
  | { kind: 'confirmed'; dv: string; by: 'algorithm' | 'registry'; isRegistered: boolean | null }
  | { kind: 'dv_differs'; registeredDv: string }
  | { kind: 'not_registered' }
  /** The algorithm did not confirm it and the registry could not be reached: nothing confirms the DV. */
  | { kind: 'unconfirmed' }
);

export type RucDvQuestion = {
  ruc: string;
  personType: PersonType;
  /** The DV to confirm; absent when the caller asks which DV the RUC has (the bulk RUC check). */
  dv?: string | undefined;
  /**
   * 'always' also asks the registry whether the RUC is registered when the algorithm confirms the DV (a
   * receiver of documents); 'onDisagreement' asks it only where the algorithm does not confirm the DV.
   */
  askRegistry: 'always' | 'onDisagreement';
  /**
   * The registry to ask: the installation's PAC (feConsRucDV) when absent; issuing asks the company's own
   * PAC, whose integration API has its own call (ConsultarRucDV, issue 30).
   */
  lookUp?: (ruc: string, taxpayerType: 1 | 2) => Promise<RegistryAnswer>;
};

async function askRegistry(ctx: Pick<AppContext, 'pac'>, question: RucDvQuestion): Promise<RegistryAnswer> {
  const taxpayerType = question.personType === 'natural' ? 1 : 2;
  try {
    if (question.lookUp) return await question.lookUp(question.ruc, taxpayerType);
    const answer = await ctx.pac.checkTaxpayer(question.ruc, taxpayerType);
    return answer.kind === 'found' ? answer : { kind: 'not_registered' };
  } catch (error) {
    // Unreachable or garbled: the verdict is the algorithm's alone.
    if (error instanceof PacError) return { kind: 'unreachable' };
    throw error;
  }
}

/**
 * The one policy on a RUC's check digit, for customers, issuing, registration and the bulk RUC check. The
 * DGI's algorithm decides first; where it does not confirm the DV (a different DV, or a RUC it cannot
 * read: old and special registrations exist whose DV it does not give), the DGI's registry has the last
 * word. When the registry cannot be reached, the algorithm's verdict stands: confirmed if it confirmed,
 * unconfirmed otherwise — the same outcome everywhere.
 */
export async function confirmRucDv(
  ctx: Pick<AppContext, 'pac'>,
  question: RucDvQuestion,
): Promise<RucDvVerdict> {
  const computed = computeRucDv(question.ruc, question.personType);
  const computedDv = computed.ok ? computed.value : null;
  const given = question.dv?.trim().padStart(2, '0');
  const checked = given === undefined ? computed : checkRucDv(question.ruc, question.personType, given);
  const isAlgorithmConfirmed = given !== undefined && checked.ok;
  const registry: RegistryAnswer =
    isAlgorithmConfirmed && question.askRegistry === 'onDisagreement'
      ? { kind: 'not_asked' }
      : await askRegistry(ctx, question);
  const base = { computedDv, registry, algorithmProblem: checked.ok ? null : (checked.problems[0] ?? null) };

  if (isAlgorithmConfirmed && given !== undefined) {
    const isRegistered = registry.kind === 'found' ? true : registry.kind === 'not_registered' ? false : null;
    return { ...base, kind: 'confirmed', dv: given, by: 'algorithm', isRegistered };
  }
  if (registry.kind === 'found') {
    const registeredDv = registry.dv.padStart(2, '0');
    if (given === undefined || given === registeredDv) {
      return { ...base, kind: 'confirmed', dv: registeredDv, by: 'registry', isRegistered: true };
    }
    return { ...base, kind: 'dv_differs', registeredDv };
  }
  if (registry.kind === 'not_registered') return { ...base, kind: 'not_registered' };
  // No answer from the registry: a DV asked about without one given is the algorithm's when it has one.
  if (given === undefined && computedDv !== null) {
    return { ...base, kind: 'confirmed', dv: computedDv, by: 'algorithm', isRegistered: null };
  }
  return { ...base, kind: 'unconfirmed' };
}
