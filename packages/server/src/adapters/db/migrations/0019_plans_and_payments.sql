-- Plans, their purchase with proof of payment, and the administrator's review (issue 17, spec 001 §2-§8,
-- ADR 0044). Plans, bank accounts and the ITBMS rate are data an administrator keeps; the plans and the
-- rate below are the reference data every installation starts with. Bank accounts are the operator's own:
-- none here (the demo seeds its own).

create table plans (
  id integer generated always as identity primary key,
  name text not null,
  type text not null check (type in ('COMPROBANTE', 'PLAN COMPLETO', 'PLAN SISTEMA', 'PLAN ERP')),
  price numeric(12, 2) not null check (price > 0),
  -- Vouchers the plan credits when its payment is approved; -1 = unlimited.
  vouchers integer not null check (vouchers > 0 or vouchers = -1),
  -- The features, comma-separated (shown as bullets).
  description text not null,
  active boolean not null default true,
  sort_order integer not null default 0
);

create table bank_accounts (
  id integer generated always as identity primary key,
  bank_name text not null,
  holder_name text not null,
  holder_identification text not null,
  account_type text not null,
  account_number text not null,
  active boolean not null default true,
  sort_order integer not null default 0
);

-- A company's purchase of a plan (idAsignacionPaqueteEmpresa). estadoPago: 1 PRE-CONTRATADO (no proof yet),
-- 2 CONTRATADO (proof uploaded, waiting for review), 3 APROBADO (vouchers credited), 4 NO APROBADO
-- (rejected, with the reason), 5 ANULADO (annulled by the company; not in the spec's list, ADR 0044).
create table package_purchases (
  id integer generated always as identity primary key,
  company_ruc text not null references companies (ruc),
  plan_id integer not null references plans (id),
  -- The plan as it was bought: a later change of the plan does not change a purchase.
  plan_name text not null,
  vouchers integer not null,
  price numeric(12, 2) not null,
  tax_rate numeric(5, 2) not null,
  total numeric(12, 2) not null,
  state smallint not null default 1 check (state between 1 and 5),
  observation text,
  requested_by integer references company_users (id),
  reviewed_by integer references company_users (id),
  reviewed_at timestamptz,
  package_id integer references voucher_packages (id),
  created_at timestamptz not null default now(),
  check ((state = 3) = (package_id is not null))
);
create index package_purchases_company_idx on package_purchases (company_ruc, id desc);
create index package_purchases_review_idx on package_purchases (id desc) where state = 2;

-- The proofs of payment (png or jpg, checked by their leading bytes) of a purchase.
create table payment_receipts (
  id integer generated always as identity primary key,
  purchase_id integer not null references package_purchases (id),
  company_ruc text not null references companies (ruc),
  media_type text not null check (media_type in ('image/png', 'image/jpeg')),
  image bytea not null,
  uploaded_at timestamptz not null default now()
);
create index payment_receipts_purchase_idx on payment_receipts (purchase_id, id);

insert into app_settings (key, value) values ('itbms_rate', '7.00');

insert into plans (name, type, price, vouchers, description, sort_order) values
  ('Plan Emprendedor', 'COMPROBANTE', 25.00, 100,
   'Facturas y notas electrónicas autorizadas por el PAC,Envío del CAFE por correo al cliente,1 usuario administrador', 1),
  ('Plan PyME', 'COMPROBANTE', 90.00, 500,
   'Facturas y notas electrónicas autorizadas por el PAC,Envío del CAFE por correo al cliente,Reportes en Excel,Usuarios ilimitados', 2),
  ('Plan Empresarial', 'COMPROBANTE', 220.00, 1500,
   'Todos los tipos de comprobante,Varios puntos de facturación,Carga masiva por Excel,Reportes en Excel,Usuarios ilimitados', 3),
  ('Plan Corporativo', 'COMPROBANTE', 600.00, 5000,
   'Todos los tipos de comprobante,Varios puntos de facturación,Carga masiva por Excel,Integración por API,Usuarios ilimitados', 4),
  ('Plan Completo', 'PLAN COMPLETO', 59.00, -1,
   'Contabilidad general,Punto de venta,Comprobantes electrónicos ilimitados,Inventario,Soporte telefónico', 5),
  ('Plan Sistema POS', 'PLAN SISTEMA', 35.00, -1,
   'Punto de venta,Comprobantes electrónicos ilimitados,Control de caja,Inventario básico', 6),
  ('Plan ERP', 'PLAN ERP', 149.00, -1,
   'Contabilidad,Compras e inventario,Nómina,Comprobantes electrónicos ilimitados,Integración con bancos', 7);

