-- The two webhook events about a state rather than a change (issue 26, ADR 0110).
-- documento.en_duda: a document still waiting for the PAC after WEBHOOK_DOUBT_MINUTES is reported once;
-- doubt_reported_at is that report, claimed by the sweep that sends it.
alter table documents add column doubt_reported_at timestamptz;
create index documents_awaiting_doubt_idx on documents (created_at)
  where status = 'PEN' and doubt_reported_at is null;

-- comprobantes.por_agotarse: once per crossing of the 10 % line. A crossing is named by the vouchers in
-- force at the time, so a refund and the next document around the line do not report it again, while a
-- new package (another total) that is spent down again does.
create table voucher_low_notices (
  company_ruc text not null references companies (ruc),
  in_force_total integer not null,
  sent_at timestamptz not null default now(),
  primary key (company_ruc, in_force_total)
);
