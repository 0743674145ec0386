// Row types of the tables, as Kysely sees them. Keep in step with migrations/*.sql.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type AppSettingsTable = { key: string; value: string };

export type CompanyKind = 'EMP' | 'PAR' | 'PLT';

export type CompaniesTable = {
  ruc: string;
  dv: string;
  kind: CompanyKind;
  taxpayer_type: '1' | '2';
  business_name: string;
  trade_name: string | null;
  address: string | null;
  email: string;
  phone: string | null;
  branch_code: Generated<string>;
  api_key: string;
  pac_affiliation_status: Generated<number>;
  qr_status: Generated<number>;
  qr_secret_encrypted: string | null;
  logo: string | null;
  logo_cafe: string | null;
  partner_ruc: string | null;
  location_code: Generated<string>;
  coordinates: Generated<string>;
  payment_type: Generated<number>;
  subscription_key: string | null;
  subdomain: string | null;
  keeps_accounts: Generated<boolean>;
  resolution_number: string | null;
  created_at: CreatedAt;
};

export type PaymentTypesTable = { code: number; name: string };

export type UsersTable = {
  id: Generated<number>;
  identification: string;
  identification_type: Generated<'C' | 'P'>;
  access_name: string;
  full_name: string;
  email: string;
  phone: string | null;
  address: string | null;
  password_hash: string;
  failed_attempts: Generated<number>;
  created_at: CreatedAt;
};

export type UserStateCode = 'ACT' | 'PRI' | 'DES' | 'BLO';
export type ProfileCode = 'ADM' | 'INT';

export type CompanyUsersTable = {
  id: Generated<number>;
  company_ruc: string;
  user_id: number;
  profile: ProfileCode;
  state: Generated<UserStateCode>;
  created_at: CreatedAt;
};

export type SessionsTable = {
  id: string;
  company_user_id: number;
  refresh_token_hash: string;
  created_at: CreatedAt;
  refreshed_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Date | null;
};

export type ResourcesTable = {
  id: string;
  name_menu: string;
  title_page: string;
  title_tab: string;
  parent_id: string | null;
  sort_order: number;
};

export type PermissionResourcesTable = { perm_key: string; resource_id: string };

export type NotificationKind = 'error' | 'warning' | 'info' | 'success';

export type NotificationsTable = {
  id: Generated<number>;
  company_ruc: string | null;
  kind: NotificationKind;
  keyword: string;
  message: string;
  created_at: CreatedAt;
  expires_at: Date | null;
};

export type CompanyCertificatesTable = {
  company_ruc: string;
  p12_encrypted: string;
  password_encrypted: string;
  subject: string;
  not_before: Timestamp;
  not_after: Timestamp;
  uploaded_at: CreatedAt;
};

export type BillingPointsTable = {
  id: Generated<number>;
  company_ruc: string;
  branch_code: string;
  point_code: string;
  description: string;
  next_number: ColumnType<string, string | number | undefined, string | number>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  coordinates: Generated<string>;
  /** Corregimiento code of the point's address; null: the company's location. */
  location_code: ColumnType<string | null, string | null | undefined, string | null>;
};

export type BillingPointUsersTable = {
  id: Generated<number>;
  billing_point_id: number;
  company_user_id: number;
  company_ruc: string;
};

export type VoucherPackagesTable = {
  id: Generated<number>;
  company_ruc: string;
  plan_name: string;
  vouchers_total: number;
  vouchers_available: number;
  starts_at: Timestamp;
  expires_at: Timestamp;
  created_at: CreatedAt;
};

export type VoucherLedgerKind = 'opening' | 'purchase' | 'partner' | 'issue' | 'refund' | 'expiry';

/** Every change to a company's voucher count (migration 0018, ADR 0043). */
export type VoucherLedgerTable = {
  id: BigId;
  company_ruc: string;
  package_id: number;
  kind: VoucherLedgerKind;
  delta: number;
  billing_point_id: number | null;
  document_number: BigRef | null;
  partner_ruc: string | null;
  note: string | null;
  created_at: CreatedAt;
};

export type PlanType = 'COMPROBANTE' | 'PLAN COMPLETO' | 'PLAN SISTEMA' | 'PLAN ERP';

type Money = ColumnType<string, string, string>;

export type PlansTable = {
  id: Generated<number>;
  name: string;
  type: PlanType;
  price: Money;
  vouchers: number;
  description: string;
  active: Generated<boolean>;
  sort_order: Generated<number>;
};

export type BankAccountsTable = {
  id: Generated<number>;
  bank_name: string;
  holder_name: string;
  holder_identification: string;
  account_type: string;
  account_number: string;
  active: Generated<boolean>;
  sort_order: Generated<number>;
};

/** estadoPago: 1 PRE-CONTRATADO, 2 CONTRATADO, 3 APROBADO, 4 NO APROBADO, 5 ANULADO (migration 0019). */
export type PaymentState = 1 | 2 | 3 | 4 | 5;

export type PackagePurchasesTable = {
  id: Generated<number>;
  company_ruc: string;
  plan_id: number;
  plan_name: string;
  vouchers: number;
  price: Money;
  tax_rate: Money;
  total: Money;
  state: Generated<PaymentState>;
  observation: string | null;
  requested_by: number | null;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  package_id: number | null;
  created_at: CreatedAt;
};

export type PaymentReceiptsTable = {
  id: Generated<number>;
  purchase_id: number;
  company_ruc: string;
  media_type: 'image/png' | 'image/jpeg';
  image: Uint8Array;
  uploaded_at: CreatedAt;
};

export type CustomersTable = {
  id: Generated<number>;
  company_ruc: string;
  receiver_type: '01' | '03' | '04';
  taxpayer_type: '1' | '2' | null;
  identification: string;
  dv: string | null;
  name: string;
  email: string | null;
  address: string | null;
  phone: string | null;
  location_code: string | null;
  country_code: Generated<string>;
  country_description: string | null;
  is_customer: Generated<boolean>;
  is_provider: Generated<boolean>;
  created_at: CreatedAt;
  branch: string | null;
  coordinates: string | null;
  foreign_country: string | null;
  foreign_identification: string | null;
};

export type ProductsTable = {
  id: Generated<number>;
  company_ruc: string;
  main_code: string;
  aux_code: string | null;
  description: string;
  unit_price: ColumnType<string, string, string>;
  itbms_code: Generated<'00' | '01' | '02' | '03'>;
  gtin_commercial: string | null;
  gtin_inventory: string | null;
  unit_code: string | null;
  cpbs_code: string | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
};

export type DocumentStatus = 'PEN' | 'AUT' | 'NAU' | 'ANU';

/** bigint ids come back as text on both tiers. */
type BigId = ColumnType<string, never, never>;
type BigRef = ColumnType<string, string | number, string | number>;

export type DocumentsTable = {
  /** Taken ahead by issuing (migration 0107) or left to the sequence. */
  id: ColumnType<string, string | undefined, never>;
  company_ruc: string;
  billing_point_id: number;
  company_user_id: number;
  customer_id: number | null;
  voucher_package_id: number | null;
  doc_type: string;
  branch_code: string;
  point_code: string;
  number: BigRef;
  cufe: string;
  emission_type: string;
  environment: string;
  issued_at: Timestamp;
  receiver_name: string;
  receiver_identification: string | null;
  receiver_emails: string | null;
  total: ColumnType<string, string, string>;
  cafe_delivery: string;
  cafe_format: string;
  template_code: string | null;
  signed_xml: string;
  digest_value: string;
  status: Generated<DocumentStatus>;
  pending_state: 4 | 5 | 11 | null;
  send_attempts: Generated<number>;
  send_started_at: Date | null;
  protocol: string | null;
  protocol_xml: string | null;
  authorised_at: Date | null;
  result_code: string | null;
  result_message: string | null;
  result_details: string | null;
  cancelled_at: Date | null;
  idempotency_key: string | null;
  idempotency_hash: string | null;
  created_at: CreatedAt;
  /** Who signs: 'dgi' the issuer (the DGI contract), 'hka' the PAC (migration 0051). */
  pac_family: Generated<PacFamily>;
  /** The HKA/EBI DocumentoElectronico as sent (pac_family 'hka'). */
  pac_document_xml: string | null;
  /** The API key it was issued with, when one was (migration 0071). */
  api_key_id: number | null;
  /** When the document was reported as documento.en_duda (migration 0070). */
  doubt_reported_at: Date | null;
};

/**
 * A document's global keys, unique across every month of the partitioned documents; written by the
 * documents' row triggers only (migration 0110, ADR 0186): read, never written, by the repositories.
 */
export type DocumentKeysTable = {
  document_id: string;
  company_ruc: string;
  cufe: string;
  billing_point_id: number;
  number: string;
  idempotency_key: string | null;
};

/** Documents per company and status, spread over 16 slots; kept by triggers (migration 0004). */
export type DocumentCountsTable = {
  company_ruc: string;
  status: DocumentStatus;
  slot: number;
  total: ColumnType<string, string | number, string | number>;
};

/** Documents per Panama month of issue ('yyyy-MM-01'), status and type; kept by triggers (migration 0116). */
export type DocumentMonthTotalsTable = {
  company_ruc: string;
  month: string;
  status: DocumentStatus;
  doc_type: string;
  slot: number;
  documents: ColumnType<string, string | number, string | number>;
  total: ColumnType<string, string | number, string | number>;
};

/** Authorised documents' ITBMS per Panama month of issue and rate, signed; kept by triggers (migration 0116). */
export type DocumentMonthRatesTable = {
  company_ruc: string;
  month: string;
  rate: string;
  slot: number;
  base: ColumnType<string, string | number, string | number>;
  tax: ColumnType<string, string | number, string | number>;
};

export type MasterDataList = 'customers' | 'providers' | 'products';

/** A company's count of one master-data list, in 16 slots (migration 0108's triggers). */
export type MasterDataCountsTable = {
  company_ruc: string;
  list: MasterDataList;
  slot: number;
  total: ColumnType<string, string | number, string | number>;
};

/** Lowest and highest document id per company and Panama day, in 16 slots (migration 0004's trigger). */
export type DocumentDaysTable = {
  company_ruc: string;
  day: ColumnType<string, string, string>;
  slot: number;
  min_id: ColumnType<string, string | number, string | number>;
  max_id: ColumnType<string, string | number, string | number>;
};

/** A month of documents detached to the schema `archivo` (migration 0112). */
export type ArchivedDocumentMonthsTable = {
  month: number;
  documents: ColumnType<string, string | number, string | number>;
  archived_at: ColumnType<Date, Date | undefined, never>;
};

export type CancellationEventsTable = {
  id: BigId;
  document_id: BigRef;
  company_ruc: string;
  reason: string;
  signed_xml: string;
  result_code: string | null;
  result_message: string | null;
  registered_at: Date | null;
  created_at: CreatedAt;
};

export type DocumentReferencesTable = {
  document_id: BigRef;
  company_ruc: string;
  referenced_cufe: string;
};

export type ReceivedVouchersTable = {
  company_ruc: string;
  id: BigId;
  access_key: string;
  cufe: string;
  doc_type: string;
  branch_code: string;
  point_code: string;
  number: BigRef;
  issued_at: Timestamp;
  authorised_at: Date | null;
  protocol: string | null;
  issuer_ruc: string;
  issuer_name: string;
  total: ColumnType<string, string, string>;
  cafe_delivery: string | null;
  cafe_format: string | null;
  signed_xml: string;
  loaded_by: number | null;
  load_batch: string | null;
  created_at: CreatedAt;
};

export type Database = {
  app_settings: AppSettingsTable;
  companies: CompaniesTable;
  payment_types: PaymentTypesTable;
  users: UsersTable;
  company_users: CompanyUsersTable;
  sessions: SessionsTable;
  resources: ResourcesTable;
  permission_resources: PermissionResourcesTable;
  notifications: NotificationsTable;
  company_certificates: CompanyCertificatesTable;
  billing_points: BillingPointsTable;
  billing_point_users: BillingPointUsersTable;
  voucher_packages: VoucherPackagesTable;
  customers: CustomersTable;
  products: ProductsTable;
  documents: DocumentsTable;
  document_keys: DocumentKeysTable;
  document_counts: DocumentCountsTable;
  document_month_totals: DocumentMonthTotalsTable;
  document_month_rates: DocumentMonthRatesTable;
  master_data_counts: MasterDataCountsTable;
  document_days: DocumentDaysTable;
  archived_document_months: ArchivedDocumentMonthsTable;
  cancellation_events: CancellationEventsTable;
  received_vouchers: ReceivedVouchersTable;
  bulk_uploads: BulkUploadsTable;
  login_failures: LoginFailuresTable;
  password_recoveries: PasswordRecoveriesTable;
  spent_refresh_tokens: SpentRefreshTokensTable;
  audit_events: AuditEventsTable;
  audit_chain_heads: AuditChainHeadsTable;
  user_two_factor: UserTwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  voucher_ledger: VoucherLedgerTable;
  plans: PlansTable;
  bank_accounts: BankAccountsTable;
  package_purchases: PackagePurchasesTable;
  payment_receipts: PaymentReceiptsTable;
  report_jobs: ReportJobsTable;
  report_job_chunks: ReportJobChunksTable;
  document_itbms_rates: DocumentItbmsRatesTable;
  document_references: DocumentReferencesTable;
  certificate_expiry_notices: CertificateExpiryNoticesTable;
  voucher_low_notices: VoucherLowNoticesTable;
  document_share_links: DocumentShareLinksTable;
  recurring_schedules: RecurringSchedulesTable;
  recurring_occurrences: RecurringOccurrencesTable;
  company_pac_connections: CompanyPacConnectionsTable;
  pac_unreadable_answers: PacUnreadableAnswersTable;
  api_keys: ApiKeysTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  document_mail_attempts: DocumentMailAttemptsTable;
  document_mail_recipients: DocumentMailRecipientsTable;
  drafts: DraftsTable;
  quote_series: QuoteSeriesTable;
  quotes: QuotesTable;
  receiver_portal_links: ReceiverPortalLinksTable;
  quote_share_links: QuoteShareLinksTable;
};

/** An emission form saved as it is typed (migration 0075, ADR 0115); `state` is the form's JSON. */
export type DraftsTable = {
  id: Generated<number>;
  company_ruc: string;
  document_type: string;
  state: string;
  receiver_name: string;
  total: ColumnType<string, string, string>;
  version: Generated<number>;
  created_by: number;
  updated_by: number;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The quote accepted into this draft (migration 0077). */
  quote_id: ColumnType<number | null, number | null | undefined, number | null>;
};

export type QuoteSeriesTable = { company_ruc: string; last_number: number };

/** A quote (migration 0077, ADR 0116): its own series, the PDF as sent, the invoice it became. */
export type QuotesTable = {
  id: Generated<number>;
  company_ruc: string;
  number: number;
  document_type: string;
  state: string;
  receiver_name: string;
  total: ColumnType<string, string, string>;
  valid_until: string;
  pdf: Buffer;
  created_by: number;
  created_at: CreatedAt;
  sent_to: string | null;
  sent_at: Date | null;
  accepted_at: Date | null;
  invoice_document_id: ColumnType<string | null, string | number | null | undefined, string | number | null>;
};

/** A quote's public link (migration 0099), as a document's (`document_share_links`). */
export type QuoteShareLinksTable = {
  quote_id: number;
  company_ruc: string;
  token_hash: string;
  token_sealed: string;
  created_at: CreatedAt;
};

export type PacProvider = 'sandbox' | 'dgi' | 'hka' | 'ebi';
export type PacFamily = 'dgi' | 'hka';

/** The PAC a company issues through (migration 0050); secrets sealed with the data encryption key. */
export type CompanyPacConnectionsTable = {
  company_ruc: string;
  provider: PacProvider;
  family: PacFamily;
  environment: '1' | '2';
  endpoint: string | null;
  token_empresa_sealed: string | null;
  token_password_sealed: string | null;
  transmission_p12_sealed: string | null;
  transmission_password_sealed: string | null;
  ca_bundle: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
  /** The last 'Probar conexión' (migration 0065). */
  last_test_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_test_ok: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  last_test_message: ColumnType<string | null, string | null | undefined, string | null>;
};

export type PacUnreadableAnswersTable = {
  id: Generated<number>;
  company_ruc: string | null;
  operation: string;
  detail: string;
  raw_answer: string;
  created_at: CreatedAt;
};

export type ApiKeysTable = {
  id: Generated<number>;
  company_ruc: string;
  name: string;
  prefix: string;
  key_hash: string;
  scopes: string[];
  billing_point_id: number | null;
  created_by: number;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  last_used_address: string | null;
  created_at: CreatedAt;
};

export type WebhookEndpointsTable = {
  id: Generated<number>;
  company_ruc: string;
  url: string;
  events: string[];
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_until: Date | null;
  failing_since: Date | null;
  disabled_at: Date | null;
  created_by: number;
  created_at: CreatedAt;
};

export type WebhookDeliveryStatus = 'PEN' | 'OK' | 'ERR';

export type WebhookDeliveriesTable = {
  id: BigId;
  endpoint_id: number;
  company_ruc: string;
  event: string;
  ordering_key: string;
  payload: string;
  status: Generated<WebhookDeliveryStatus>;
  attempts: Generated<number>;
  claimed_until: Date | null;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  last_status_code: number | null;
  last_latency_ms: number | null;
  last_response: string | null;
  delivered_at: Date | null;
  created_at: CreatedAt;
};

export type BulkUploadStatus = 'VAL' | 'EMI' | 'FIN' | 'ERR';

export type BulkUploadsTable = {
  id: Generated<number>;
  company_ruc: string;
  company_user_id: number;
  file_name: string;
  file_hash: string;
  format_code: string;
  content: ColumnType<Uint8Array, Buffer, never>;
  status: Generated<BulkUploadStatus>;
  rows_total: Generated<number>;
  rows_validated: Generated<number>;
  documents_total: Generated<number>;
  documents_invalid: Generated<number>;
  documents_issued: Generated<number>;
  documents_replayed: Generated<number>;
  /** The sheet problems found, as [{ hoja, fila, columna, mensaje }]. */
  problems: ColumnType<unknown, string | undefined, string>;
  failure: string | null;
  created_at: CreatedAt;
  validated_at: Date | null;
  finished_at: Date | null;
  mailed_at: Date | null;
};

export type CertificateExpiryNoticesTable = {
  company_ruc: string;
  not_after: Timestamp;
  threshold_days: number;
  sent_at: CreatedAt;
};

/** comprobantes.por_agotarse sent, once per company and total of vouchers in force (migration 0070). */
export type VoucherLowNoticesTable = {
  company_ruc: string;
  in_force_total: number;
  sent_at: CreatedAt;
};

export type CompanyRow = Selectable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewCompany = Insertable<CompaniesTable>;

export type LoginFailuresTable = {
  access_name: string;
  /** The client address the failures came from (ADR 0067). */
  client_address: string;
  failures: number;
  window_started_at: Timestamp;
};

export type PasswordRecoveriesTable = {
  id: BigId;
  user_id: number;
  temporary_password_hash: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Date | null;
};

export type SpentRefreshTokensTable = {
  token_hash: string;
  session_id: string;
  spent_at: CreatedAt;
};

export type AuditEventsTable = {
  company_ruc: string;
  seq: BigRef;
  occurred_at: Timestamp;
  kind: string;
  actor_assignment_id: number | null;
  actor_name: string | null;
  subject: string | null;
  details: string;
  previous_hash: string;
  hash: string;
};

export type AuditChainHeadsTable = {
  company_ruc: string;
  seq: BigRef;
  hash: string;
};

export type UserTwoFactorTable = {
  user_id: number;
  secret_encrypted: string;
  confirmed_at: Date | null;
  last_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created_at: CreatedAt;
};

export type TwoFactorRecoveryCodesTable = {
  id: BigId;
  user_id: number;
  code_hash: string;
  used_at: Date | null;
};

export type SignInChallengeKind = 'codigo' | 'inscripcion';

export type SignInChallengesTable = {
  token_hash: string;
  company_user_id: number;
  kind: SignInChallengeKind;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Date | null;
};

export type ReportJobStatus = 'PEN' | 'RUN' | 'LIS' | 'ERR';

export type ReportJobsTable = {
  id: string;
  company_ruc: string;
  requested_by: number;
  kind: string;
  request: string;
  status: Generated<ReportJobStatus>;
  total_rows: number;
  written_rows: Generated<number>;
  file_name: string;
  file_bytes: ColumnType<string | null, string | number | null, string | number | null>;
  created_at: CreatedAt;
  finished_at: Timestamp | null;
};

export type ReportJobChunksTable = {
  job_id: string;
  seq: number;
  data: Uint8Array;
};

export type DocumentItbmsRatesTable = {
  document_id: ColumnType<string, string, never>;
  company_ruc: string;
  rate: string;
  base: ColumnType<string, string, string>;
  tax: ColumnType<string, string, string>;
};

type DayText = ColumnType<string, string, string>;

export type RecurringScheduleState = 'ACTIVA' | 'PAUSADA' | 'FINALIZADA';
export type RecurringOccurrenceStatus = 'EN_CURSO' | 'EMITIDA' | 'FALLIDA';

/** A recurring invoice (migration 0080): the generation body as JSON text and its rule in Panama days. */
export type RecurringSchedulesTable = {
  id: BigId;
  company_ruc: string;
  billing_point_id: number;
  company_user_id: number;
  description: string;
  request: string;
  receiver_name: string;
  total: ColumnType<string, string, string>;
  frequency: 'SEMANAL' | 'MENSUAL' | 'ANUAL';
  day: number;
  month: number | null;
  start_date: DayText;
  end_date: ColumnType<string | null, string | null, string | null>;
  occurrence_limit: number | null;
  state: Generated<RecurringScheduleState>;
  next_date: ColumnType<string | null, string | null, string | null>;
  settled_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  /** The day the body's instalment dates count from (migration 0098). */
  body_date: DayText;
};

export type RecurringOccurrencesTable = {
  id: BigId;
  schedule_id: BigRef;
  company_ruc: string;
  due_date: DayText;
  status: Generated<RecurringOccurrenceStatus>;
  document_id: ColumnType<string | null, string | number | null, string | number | null>;
  reason: string | null;
  attempts: Generated<number>;
  updated_at: Generated<Date>;
};

export type DocumentShareLinksTable = {
  document_id: BigRef;
  company_ruc: string;
  token_hash: string;
  token_sealed: string;
  created_at: CreatedAt;
};

/** ENV accepted by the SMTP server, ENT delivered and REB bounced (a PAC's tracking), RSV refused by the server. */
export type MailDeliveryState = 'ENV' | 'ENT' | 'RSV' | 'REB';

export type DocumentMailAttemptsTable = {
  id: BigId;
  document_id: BigRef;
  company_ruc: string;
  reason: 'autorizacion' | 'reenvio' | 'anulacion';
  state: MailDeliveryState;
  message_id: string | null;
  attempted_at: Timestamp;
};

export type DocumentMailRecipientsTable = {
  attempt_id: BigRef;
  address: string;
  state: MailDeliveryState;
  smtp_code: number | null;
  smtp_response: string;
  answered_at: Timestamp;
  tracked_at: Date | null;
  tracking_detail: string | null;
};

/** A request for a receivers' portal sign-in link (migration 0095); token_hash once the worker mailed one. */
export type ReceiverPortalLinksTable = {
  id: BigId;
  receiver_ruc: string;
  receiver_dv: string;
  email: string;
  token_hash: string | null;
  requested_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Date | null;
};
