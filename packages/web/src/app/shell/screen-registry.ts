import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenProps } from '#web/lib/screen-props.ts';

export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

/** A screen in its own chunk, loaded when first opened: `load` imports a feature's index, `name` picks the screen. */
function lazyScreen<M extends Record<K, ComponentType<ScreenProps>>, K extends string>(
  load: () => Promise<M>,
  name: K,
): LazyScreen {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** The emission form serves every document type of the GEN menu; it reads the type from the resource code. */
const emission = lazyScreen(() => import('#web/features/emission/index.ts'), 'EmissionPage');

/**
 * The shell's screens by resource code (spec 000 §2 'Side menu'). A new screen is ONE line here, pointing at
 * a component exported by its feature's index.ts that takes `ScreenProps`. Every code a profile is granted has
 * its line here or in `dialogRegistry` (CDI is the header's count); a menu group opens Home (docs/decisions/0013).
 */
export const screenRegistry: Readonly<Partial<Record<string, LazyScreen>>> = {
  AGC: lazyScreen(() => import('#web/features/generation-admin/index.ts'), 'DocumentTypesLanding'),
  API: lazyScreen(() => import('#web/features/integrations/index.ts'), 'IntegrationsScreen'),
  FOP: emission,
  FEX: emission,
  FIM: emission,
  FZF: emission,
  NDG: emission,
  NDR: emission,
  NCG: emission,
  NCR: emission,
  REE: emission,
  PRG: lazyScreen(() => import('#web/features/recurring-invoices/index.ts'), 'RecurringInvoicesScreen'),
  BOR: lazyScreen(() => import('#web/features/drafts/index.ts'), 'DraftsScreen'),
  CTZ: lazyScreen(() => import('#web/features/drafts/index.ts'), 'QuotesScreen'),
  EAN: lazyScreen(() => import('#web/features/cancellation/index.ts'), 'CancellationScreen'),
  AUT: lazyScreen(() => import('#web/features/voucher-lists/index.ts'), 'AuthorisedVouchersScreen'),
  NAU: lazyScreen(() => import('#web/features/voucher-lists/index.ts'), 'UnauthorisedVouchersScreen'),
  PEN: lazyScreen(() => import('#web/features/voucher-lists/index.ts'), 'PendingVouchersScreen'),
  ANU: lazyScreen(() => import('#web/features/voucher-lists/index.ts'), 'CancelledVouchersScreen'),
  CRA: lazyScreen(() => import('#web/features/received-vouchers/index.ts'), 'ReceivedVouchersScreen'),
  CAC: lazyScreen(() => import('#web/features/received-vouchers/index.ts'), 'VoucherLoadingScreen'),
  CCO: lazyScreen(() => import('#web/features/password/index.ts'), 'ChangePasswordScreen'),
  APL: lazyScreen(() => import('#web/features/payments/index.ts'), 'PlansScreen'),
  SCO: lazyScreen(() => import('#web/features/payments/index.ts'), 'UploadProofScreen'),
  APQ: lazyScreen(() => import('#web/features/payments/index.ts'), 'PaymentReviewScreen'),
  RCE: lazyScreen(() => import('#web/features/reports/index.ts'), 'ReportScreen'),
  DCE: lazyScreen(() => import('#web/features/reports/index.ts'), 'ReportScreen'),
  CPD: lazyScreen(() => import('#web/features/reports/index.ts'), 'ReportScreen'),
  RIV: lazyScreen(() => import('#web/features/reports/index.ts'), 'ReportScreen'),
  RCR: lazyScreen(() => import('#web/features/reports/index.ts'), 'ReportScreen'),
  RFR: lazyScreen(() => import('#web/features/reports/index.ts'), 'ReportScreen'),
  RED: lazyScreen(() => import('#web/features/reports/index.ts'), 'ReportScreen'),
  USU: lazyScreen(() => import('#web/features/users/index.ts'), 'UsersScreen'),
  CLI: lazyScreen(() => import('#web/features/master-data/index.ts'), 'CustomersScreen'),
  PRO: lazyScreen(() => import('#web/features/master-data/index.ts'), 'ProductsScreen'),
  CMR: lazyScreen(() => import('#web/features/ruc-check/index.ts'), 'RucCheckScreen'),
  FUE: lazyScreen(() => import('#web/features/bulk-documents/index.ts'), 'BulkDocumentsScreen'),
  SUS: lazyScreen(() => import('#web/features/company-admin/index.ts'), 'SubscriptionKeysScreen'),
  AEM: lazyScreen(() => import('#web/features/company-admin/index.ts'), 'CompaniesAdminScreen'),
  ACT: lazyScreen(() => import('#web/features/company-admin/index.ts'), 'AccountingFirmsScreen'),
  PAR: lazyScreen(() => import('#web/features/partner/index.ts'), 'PartnerCompaniesScreen'),
  CSE: lazyScreen(() => import('#web/features/master-data/index.ts'), 'BillingPointsScreen'),
  ASE: lazyScreen(() => import('#web/features/master-data/index.ts'), 'PointAssignmentsScreen'),
  PRV: lazyScreen(() => import('#web/features/master-data/index.ts'), 'ProvidersScreen'),
  ADP: lazyScreen(() => import('#web/features/company-admin/index.ts'), 'PartnerProfileScreen'),
  IEM: lazyScreen(() => import('#web/features/company-setup/index.ts'), 'CompanyStatusScreen'),
};

/** The user-menu entries that open in a dialog (spec 000 §2), by code; the dialog gives the title and 'Cerrar'. */
export const dialogRegistry: Readonly<Partial<Record<string, LazyScreen>>> = {
  CQR: lazyScreen(() => import('#web/features/pac-affiliation/index.ts'), 'QrSecurityCodePanel'),
  APA: lazyScreen(() => import('#web/features/pac-affiliation/index.ts'), 'PacAffiliationPanel'),
  SDP: lazyScreen(() => import('#web/features/two-factor/index.ts'), 'TwoFactorPanel'),
  SCE: lazyScreen(() => import('#web/features/company-setup/index.ts'), 'CertificateUploadPanel'),
  CRS: lazyScreen(() => import('#web/features/company-setup/index.ts'), 'LogosPanel'),
  '-1': lazyScreen(() => import('#web/features/information/index.ts'), 'InformationPanel'),
};

/** Home is fixed in the shell, whatever the permission list holds. */
export const HomeScreen = lazy(() =>
  import('#web/features/home/index.ts').then((module) => ({ default: module.HomePage })),
);

/** Resource -4, which an emission form passes first; it reports back to the shell rather than navigating. */
export const PrerequisiteCheckScreen = lazy(() =>
  import('#web/features/prerequisites/index.ts').then((module) => ({
    default: module.PrerequisiteCheckScreen,
  })),
);
