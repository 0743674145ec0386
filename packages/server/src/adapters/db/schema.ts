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
  created_at: CreatedAt;
};

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
};

export type BillingPointUsersTable = {
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
  id: BigId;
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
};

/** Documents per company and status, spread over 16 slots; kept by triggers (migration 0004). */
export type DocumentCountsTable = {
  company_ruc: string;
  status: DocumentStatus;
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
  document_counts: DocumentCountsTable;
  document_days: DocumentDaysTable;
  cancellation_events: CancellationEventsTable;
  received_vouchers: ReceivedVouchersTable;
  login_failures: LoginFailuresTable;
  password_recoveries: PasswordRecoveriesTable;
  spent_refresh_tokens: SpentRefreshTokensTable;
  certificate_expiry_notices: CertificateExpiryNoticesTable;
};

export type CertificateExpiryNoticesTable = {
  company_ruc: string;
  not_after: Timestamp;
  threshold_days: number;
  sent_at: CreatedAt;
};

export type CompanyRow = Selectable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewCompany = Insertable<CompaniesTable>;

export type LoginFailuresTable = {
  access_name: string;
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
