-- The platform's administration of companies (spec 001 §2 'Companies (administration)', issue 16):
-- the payment types the administrative list filters by, the company's payment type (tipoContratacion) and
-- its subscription key. The accounting firm (empresa contadora) of a company is its partner (partner_ruc);
-- a company is a partner firm when its kind is PAR (docs/decisions/0039).

-- The configuration list of payment types (spec 001 §9: 'comes from a configuration list').
create table payment_types (
  code smallint primary key,
  name text not null
);
insert into payment_types (code, name) values (1, 'Prepago'), (2, 'Pospago');

alter table companies
  add column payment_type smallint not null default 1 references payment_types (code),
  add column subscription_key text check (char_length(subscription_key) <= 300),
  -- The rest of the company data of spec 001 §3 that the forms keep: subdominio, obligadoContabilidad and
  -- the optional numeroResolucion of the registration.
  add column subdomain text,
  add column keeps_accounts boolean not null default false,
  add column resolution_number text;

-- The administrative lists page newest first and filter by accounting firm.
create index companies_created_idx on companies (created_at desc, ruc desc);
