-- The voucher ledger (issue 17, ADR 0043): every change to a company's voucher count is a row here, so the
-- count can be audited and never drifts. A package's `vouchers_available` is the running balance of its
-- rows, written in the same statement as the row: a credit (purchase approved, partner assignment), one
-- voucher per issued document, one back when the PAC refuses the document, and an expired package's
-- remainder. An unlimited package (vouchers_total = -1) has no count to change and no rows.
create table voucher_ledger (
  id bigint generated always as identity primary key,
  company_ruc text not null references companies (ruc),
  package_id integer not null references voucher_packages (id),
  kind text not null check (kind in ('opening', 'purchase', 'partner', 'issue', 'refund', 'expiry')),
  delta integer not null check (delta <> 0),
  -- The document an 'issue' or 'refund' row counts: its billing point and number (unique per point).
  billing_point_id integer references billing_points (id),
  document_number bigint,
  -- The partner firm that assigned a 'partner' credit.
  partner_ruc text references companies (ruc),
  note text,
  created_at timestamptz not null default now(),
  check ((kind in ('issue', 'refund')) = (document_number is not null))
);
create index voucher_ledger_company_idx on voucher_ledger (company_ruc, id desc);
create index voucher_ledger_package_idx on voucher_ledger (package_id);

-- Packages that existed before the ledger open it with their balance.
insert into voucher_ledger (company_ruc, package_id, kind, delta)
select company_ruc, id, 'opening', vouchers_available
from voucher_packages
where vouchers_total <> -1 and vouchers_available <> 0;

-- The packages still in force of a company, in the order they are spent (the first to expire first).
create index voucher_packages_spend_idx on voucher_packages (company_ruc, expires_at)
  where vouchers_available > 0;
