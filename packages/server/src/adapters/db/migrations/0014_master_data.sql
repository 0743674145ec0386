-- Master data (issue 15, spec 001 §2–§8): what the customer and provider forms keep beyond the receiver's
-- identity, the billing point's coordinates, and assignments of billing points to users that have their
-- own id (idAsignacionSecuencialUsuario) and hold at most one point per user.

-- sucursal, coordenadasSucursal, paisExtranjero and identificacionExtranjera of the customer form.
alter table customers
  add column branch text,
  add column coordinates text,
  add column foreign_country text,
  add column foreign_identification text;
-- The providers' list, newest first, beside the customers' (customers_company_idx).
create index customers_provider_idx on customers (company_ruc, created_at desc, id desc) where is_provider;

alter table billing_points add column coordinates text not null default '9.003071,-79.501305';

alter table billing_point_users add column id integer generated always as identity;
alter table billing_point_users add constraint billing_point_users_id_key unique (id);
-- A user is assigned to at most one billing point (spec 001 §4).
alter table billing_point_users add constraint billing_point_users_one_point unique (company_user_id);
