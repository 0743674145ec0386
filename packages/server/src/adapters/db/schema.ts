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
};

export type CompanyRow = Selectable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewCompany = Insertable<CompaniesTable>;
