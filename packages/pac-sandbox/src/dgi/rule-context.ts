import type { TaxpayerType } from './ruc-check-digit.ts';

/** A taxpayer of the sandbox's registry (what feConsRucDV answers about). */
export type Taxpayer = {
  readonly ruc: string;
  readonly taxpayerType: TaxpayerType;
  readonly dv: string;
  readonly name: string;
  /** Holds the DGI's resolution authorising it to issue electronic documents. */
  readonly isAuthorisedToIssue: boolean;
  /** dTipoRec of the registry: 01 taxpayer, 03 government. */
  readonly receiverType: '01' | '03';
};

/** What the rules need besides the document: the clock, the environment and the registry. */
export type RuleContext = {
  readonly now: Date;
  /** The environment the sandbox plays (iAmb): 1 production, 2 test. */
  readonly environment: '1' | '2';
  readonly findTaxpayer: (ruc: string, taxpayerType: TaxpayerType) => Taxpayer | undefined;
  /** Whether receivers must be in the registry (1602). */
  readonly checksReceiverRegistry: boolean;
};
