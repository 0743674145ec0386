-- Delivery you can see (issue 27 §2, ADR 0125): every e-mail sent for a document is an attempt, and each of
-- its recipients keeps what the SMTP server answered (accepted, or refused with its code and text) and when.
-- A PAC that tracks delivery later marks an accepted recipient delivered or bounced. The attempt keeps the
-- summary of its recipients (the worst of them) so that a list reads one row per document.
create table document_mail_attempts (
  id bigint generated always as identity primary key,
  document_id bigint not null references documents (id),
  company_ruc text not null references companies (ruc),
  reason text not null check (reason in ('autorizacion', 'reenvio', 'anulacion')),
  state text not null check (state in ('ENV', 'ENT', 'RSV', 'REB')),
  message_id text,
  attempted_at timestamptz not null default now()
);
create index document_mail_attempts_document_idx on document_mail_attempts (document_id, id desc);

create table document_mail_recipients (
  attempt_id bigint not null references document_mail_attempts (id) on delete cascade,
  address text not null,
  state text not null check (state in ('ENV', 'ENT', 'RSV', 'REB')),
  smtp_code integer,
  smtp_response text not null,
  answered_at timestamptz not null,
  tracked_at timestamptz,
  tracking_detail text,
  primary key (attempt_id, address)
);
