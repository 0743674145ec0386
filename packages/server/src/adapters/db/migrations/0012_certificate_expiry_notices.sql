-- Certificate-expiry e-mails already sent (issue 14): one per company, certificate (its expiry) and
-- threshold (30 and 7 days), so a daily check run by several workers, or run again, mails each once.
create table certificate_expiry_notices (
  company_ruc text not null references companies (ruc),
  not_after timestamptz not null,
  threshold_days smallint not null,
  sent_at timestamptz not null default now(),
  primary key (company_ruc, not_after, threshold_days)
);
