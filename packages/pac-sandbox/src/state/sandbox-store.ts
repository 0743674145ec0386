import type { ResultCode } from '../dgi/dgi-result-codes.ts';
import { computeRucCheckDigit, type TaxpayerType } from '../dgi/ruc-check-digit.ts';
import type { Taxpayer } from '../dgi/rule-context.ts';
import { accessKeyOf } from '../pac/access-key.ts';
import { REFUSAL_RUCS, type RegistryEntry } from './demo-taxpayers.ts';
import type { StateJournal } from './state-journal.ts';

/** A document the PAC authorised, with its protocol. */
export type AuthorisedDocument = {
  readonly cufe: string;
  /** The signed rFE exactly as received. */
  readonly rfe: string;
  readonly issuerRuc: string;
  /** issuer RUC | iDoc | dSucEm | dPtoFacDF | dNroDF: a second document with the same is a duplicate. */
  readonly numberKey: string;
  readonly digestValue: string;
  readonly warnings: readonly ResultCode[];
  /** dProAut, 20 digits. */
  readonly protocolNumber: string;
  /** dFecProc as written in the protocol. */
  readonly processedAt: string;
  readonly authorisedAtMs: number;
  readonly cancelledAtMs?: number | undefined;
};

/** What the judge established about a document whose authorisation is still to come. */
export type AuthorisableDocument = Omit<
  AuthorisedDocument,
  'protocolNumber' | 'processedAt' | 'authorisedAtMs'
>;

export type Affiliation = {
  readonly ruc: string;
  readonly dv: string;
  readonly name: string;
  readonly affiliatedAtMs: number;
};

/** 1 generated, 2 annulled (the spec's answers); the secret keys the issuer's QR JWT. */
export type QrCode = { readonly ruc: string; readonly status: 1 | 2; readonly secret: string | undefined };

type JournalEntry =
  | { readonly type: 'authorised'; readonly document: AuthorisedDocument }
  | { readonly type: 'cancelled'; readonly cufe: string; readonly atMs: number }
  | { readonly type: 'affiliated'; readonly affiliation: Affiliation }
  | { readonly type: 'qr'; readonly qr: QrCode }
  | { readonly type: 'taxpayer'; readonly entry: RegistryEntry };

export type SandboxStore = ReturnType<typeof createSandboxStore>;

export type SandboxStoreOptions = {
  /** The registry at start (and after a reset); entries marked isAffiliated start affiliated. */
  readonly registry: readonly RegistryEntry[];
  /** Every RUC with a right DV is registered and may issue, except REFUSAL_RUCS (a test environment). */
  readonly opensRegistry: boolean;
  readonly journal: StateJournal<JournalEntry> | undefined;
  readonly formatTimestamp: (moment: Date) => string;
};

/**
 * The PAC's records, in memory: the taxpayer registry, affiliations, QR codes, authorised documents
 * (by CUFE and by number) and the authorisations the 'delay' fault holds back. With a journal every
 * change is also written to disk and replayed at start; held-back authorisations are not kept.
 */
export function createSandboxStore(options: SandboxStoreOptions) {
  const taxpayers = new Map<string, RegistryEntry>();
  const affiliations = new Map<string, Affiliation>();
  const qrCodes = new Map<string, QrCode>();
  const documents = new Map<string, AuthorisedDocument>();
  const cufeByNumber = new Map<string, string>();
  const cufeByAccessKey = new Map<string, string>();
  const pending = new Map<string, { readonly document: AuthorisableDocument; readonly readyAtMs: number }>();
  let protocolCounter = 0;

  function seed(): void {
    taxpayers.clear();
    affiliations.clear();
    qrCodes.clear();
    documents.clear();
    cufeByNumber.clear();
    cufeByAccessKey.clear();
    pending.clear();
    for (const entry of options.registry) addTaxpayer(entry, 0);
  }

  function addTaxpayer(entry: RegistryEntry, atMs: number): void {
    taxpayers.set(taxpayerKey(entry.ruc, entry.taxpayerType), entry);
    if (entry.isAffiliated && entry.isAuthorisedToIssue) {
      affiliations.set(entry.ruc, { ruc: entry.ruc, dv: entry.dv, name: entry.name, affiliatedAtMs: atMs });
    }
  }

  function apply(entry: JournalEntry): void {
    switch (entry.type) {
      case 'authorised':
        documents.set(entry.document.cufe, entry.document);
        cufeByNumber.set(entry.document.numberKey, entry.document.cufe);
        cufeByAccessKey.set(accessKeyOf(entry.document.cufe), entry.document.cufe);
        break;
      case 'cancelled': {
        const document = documents.get(entry.cufe);
        if (document) documents.set(entry.cufe, { ...document, cancelledAtMs: entry.atMs });
        break;
      }
      case 'affiliated':
        affiliations.set(entry.affiliation.ruc, entry.affiliation);
        break;
      case 'qr':
        qrCodes.set(entry.qr.ruc, entry.qr);
        break;
      case 'taxpayer':
        addTaxpayer(entry.entry, 0);
        break;
    }
  }

  function record(entry: JournalEntry): void {
    apply(entry);
    options.journal?.append(entry);
  }

  function nextProtocolNumber(atMs: number): string {
    protocolCounter = (protocolCounter + 1) % 10_000_000;
    return `${String(atMs).padStart(13, '0')}${String(protocolCounter).padStart(7, '0')}`;
  }

  function authorise(document: AuthorisableDocument, now: Date): AuthorisedDocument {
    const authorised: AuthorisedDocument = {
      ...document,
      protocolNumber: nextProtocolNumber(now.getTime()),
      processedAt: options.formatTimestamp(now),
      authorisedAtMs: now.getTime(),
    };
    record({ type: 'authorised', document: authorised });
    return authorised;
  }

  /** The registry's entry, or in an open registry the test taxpayer every well-formed RUC is. */
  function findTaxpayer(ruc: string, taxpayerType: TaxpayerType): Taxpayer | undefined {
    const entry = taxpayers.get(taxpayerKey(ruc, taxpayerType));
    if (entry || !options.opensRegistry) return entry;
    // A RUC the registry holds as the other type of taxpayer is that taxpayer only.
    if (taxpayers.has(taxpayerKey(ruc, taxpayerType === 1 ? 2 : 1))) return undefined;
    if ((REFUSAL_RUCS.notRegistered as readonly string[]).includes(ruc)) return undefined;
    const dv = computeRucCheckDigit(ruc, taxpayerType);
    if (dv === undefined) return undefined;
    return {
      ruc,
      taxpayerType,
      dv,
      name: `Contribuyente de prueba ${ruc}`,
      isAuthorisedToIssue: !(REFUSAL_RUCS.notAuthorised as readonly string[]).includes(ruc),
      receiverType: '01',
    };
  }

  seed();
  for (const entry of options.journal?.replay() ?? []) apply(entry);

  return {
    findTaxpayer,
    /** The taxpayer with this RUC, whatever its type (juridical first). */
    findTaxpayerByRuc(ruc: string): Taxpayer | undefined {
      return (
        taxpayers.get(taxpayerKey(ruc, 2)) ??
        taxpayers.get(taxpayerKey(ruc, 1)) ??
        findTaxpayer(ruc, 2) ??
        findTaxpayer(ruc, 1)
      );
    },
    saveTaxpayer(entry: RegistryEntry): void {
      record({ type: 'taxpayer', entry });
    },
    countTaxpayers: () => taxpayers.size,

    isAffiliated: (ruc: string) => affiliations.has(ruc),
    affiliate(taxpayer: Taxpayer, now: Date): void {
      if (affiliations.has(taxpayer.ruc)) return;
      record({
        type: 'affiliated',
        affiliation: {
          ruc: taxpayer.ruc,
          dv: taxpayer.dv,
          name: taxpayer.name,
          affiliatedAtMs: now.getTime(),
        },
      });
    },
    listAffiliations: () => [...affiliations.values()],

    findQrCode: (ruc: string) => qrCodes.get(ruc),
    saveQrCode(qr: QrCode): void {
      record({ type: 'qr', qr });
    },
    listQrCodes: () => [...qrCodes.values()].map(({ ruc, status }) => ({ ruc, status })),

    findDocument: (cufe: string) => documents.get(cufe),
    /** The authorised document with this issuer | iDoc | dSucEm | dPtoFacDF | dNroDF. */
    findDocumentByNumber(numberKey: string): AuthorisedDocument | undefined {
      const cufe = cufeByNumber.get(numberKey);
      return cufe === undefined ? undefined : documents.get(cufe);
    },
    findDocumentByAccessKey(accessKey: string): AuthorisedDocument | undefined {
      const cufe = cufeByAccessKey.get(accessKey);
      return cufe === undefined ? undefined : documents.get(cufe);
    },
    isPending: (cufe: string) => pending.has(cufe),
    /**
     * Whether a document other than the one held back under this CUFE already has this CUFE or number
     * (a resend of a held-back document is the same document, still in process).
     */
    isKnownDocument(cufe: string, numberKey: string): boolean {
      if (documents.has(cufe) || cufeByNumber.has(numberKey)) return true;
      return [...pending.values()].some(
        ({ document }) => document.cufe !== cufe && document.numberKey === numberKey,
      );
    },
    /** Authorises now: assigns the protocol number and date. */
    authorise,
    cancel(cufe: string, now: Date): void {
      record({ type: 'cancelled', cufe, atMs: now.getTime() });
    },

    holdBack(document: AuthorisableDocument, readyAt: Date): void {
      pending.set(document.cufe, { document, readyAtMs: readyAt.getTime() });
    },
    /** Authorises the held-back documents whose time has come (all of them with `releaseAll`). */
    releaseHeldBack(now: Date, releaseAll = false): number {
      let released = 0;
      for (const [cufe, { document, readyAtMs }] of pending) {
        if (!releaseAll && readyAtMs > now.getTime()) continue;
        pending.delete(cufe);
        authorise(document, now);
        released += 1;
      }
      return released;
    },
    countHeldBack: () => pending.size,

    counts() {
      const all = [...documents.values()];
      return {
        authorised: all.length,
        cancelled: all.filter((document) => document.cancelledAtMs !== undefined).length,
        heldBack: pending.size,
      };
    },
    /** Back to the registry of the start, with no documents, affiliations beyond it, or QR codes. */
    reset(): void {
      seed();
      options.journal?.clear();
    },
  };
}

function taxpayerKey(ruc: string, taxpayerType: TaxpayerType): string {
  return `${taxpayerType}|${ruc}`;
}
