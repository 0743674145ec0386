import {
  receivedReportTypes,
  reportVoucherTypes,
  salesReportVoucherTypes,
  type ReportKind,
  type ReportTypeOption,
} from '@facturar/contracts';

/** What a report screen asks for besides the dates (spec 001 §2 'Reports'). */
export type ReportDefinition = {
  kind: ReportKind;
  /** The voucher type select, when the report has one. */
  types?: readonly ReportTypeOption[];
  /** CPD: the issuer RUC is typed instead of taken from the session. */
  hasTypedRuc?: boolean;
};

/** RCE's report, which partners and the administrator also ask for one of their companies. */
export const issuedReportDefinition: ReportDefinition = { kind: 'emitidos', types: reportVoucherTypes };

/** The report screens by resource code: one form serves them all. */
export const reportDefinitions: Readonly<Record<string, ReportDefinition>> = {
  RCE: issuedReportDefinition,
  DCE: { kind: 'partner' },
  CPD: { kind: 'estado-pac-dgi', types: reportVoucherTypes, hasTypedRuc: true },
  RIV: { kind: 'informe-ventas', types: salesReportVoucherTypes },
  RCR: { kind: 'recibidos', types: receivedReportTypes },
  RFR: { kind: 'no-autorizados', types: reportVoucherTypes },
  RED: { kind: 'detalles', types: reportVoucherTypes },
};
