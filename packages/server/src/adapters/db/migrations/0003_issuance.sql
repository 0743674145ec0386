-- Issuance: the issuer's branch data, customers and products the emission form picks from, the issued
-- documents (signed XML immutable once stored) and their cancellation events.

alter table companies
  add column location_code text not null default '8-8-7',
  add column coordinates text not null default '+8.9824,-79.5199';

-- A customer is a receiver kept by a company (idAsignacionEmpresaCliente); providers are customers too.
create table customers (
  id integer generated always as identity primary key,
  company_ruc text not null references companies (ruc),
  receiver_type text not null check (receiver_type in ('01', '03', '04')),
  taxpayer_type text check (taxpayer_type in ('1', '2')),
  identification text not null,
  dv text,
  name text not null,
  email text,
  address text,
  phone text,
  location_code text,
  country_code text not null default 'PA',
  country_description text,
  is_customer boolean not null default true,
  is_provider boolean not null default false,
  created_at timestamptz not null default now(),
  unique (company_ruc, identification)
);
create index customers_company_idx on customers (company_ruc, created_at desc, id desc);

create table products (
  id integer generated always as identity primary key,
  company_ruc text not null references companies (ruc),
  main_code text not null,
  aux_code text,
  description text not null,
  unit_price numeric(20, 6) not null,
  itbms_code text not null default '01' check (itbms_code in ('00', '01', '02', '03')),
  gtin_commercial text,
  gtin_inventory text,
  unit_code text,
  cpbs_code text,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  unique (company_ruc, main_code)
);
create index products_company_idx on products (company_ruc, description);

-- status: PEN waiting for the PAC (pending_state 4, 5 or 11 once a try failed), AUT authorised,
-- NAU not authorised, ANU cancelled.
create table documents (
  id bigint generated always as identity primary key,
  company_ruc text not null references companies (ruc),
  billing_point_id integer not null references billing_points (id),
  company_user_id integer not null references company_users (id),
  customer_id integer references customers (id),
  voucher_package_id integer references voucher_packages (id),
  doc_type text not null,
  branch_code text not null,
  point_code text not null,
  number bigint not null,
  cufe text not null unique,
  emission_type text not null,
  environment text not null,
  issued_at timestamptz not null,
  receiver_name text not null,
  receiver_identification text,
  receiver_emails text,
  total numeric(14, 2) not null,
  cafe_delivery text not null,
  cafe_format text not null,
  template_code text,
  signed_xml text not null,
  digest_value text not null,
  status text not null default 'PEN' check (status in ('PEN', 'AUT', 'NAU', 'ANU')),
  pending_state smallint check (pending_state in (4, 5, 11)),
  send_attempts integer not null default 0,
  send_started_at timestamptz,
  protocol text,
  protocol_xml text,
  authorised_at timestamptz,
  result_code text,
  result_message text,
  result_details text,
  cancelled_at timestamptz,
  idempotency_key text,
  idempotency_hash text,
  created_at timestamptz not null default now(),
  unique (billing_point_id, number),
  unique (company_ruc, idempotency_key)
);
create index documents_company_status_idx on documents (company_ruc, status, issued_at desc, id desc);
create index documents_company_issued_idx on documents (company_ruc, issued_at desc, id desc);

create table cancellation_events (
  id bigint generated always as identity primary key,
  document_id bigint not null references documents (id),
  company_ruc text not null references companies (ruc),
  reason text not null,
  signed_xml text not null,
  result_code text,
  result_message text,
  registered_at timestamptz,
  created_at timestamptz not null default now()
);
create index cancellation_events_document_idx on cancellation_events (document_id);
