-- Quotes (issue 28 §2, ADR 0116): a draft printed as a CAFE marked 'COTIZACIÓN — sin valor fiscal', with
-- its own number series per company (quote_series, taken in the quote's transaction: no gaps, no repeats)
-- and never a fiscal number. The PDF is kept as it was sent; the form's values go back into a draft when
-- the quote is accepted, and the invoice that draft became is named on the quote.
create table quote_series (
  company_ruc text primary key references companies (ruc),
  last_number integer not null
);
create table quotes (
  id integer generated always as identity primary key,
  company_ruc text not null references companies (ruc),
  number integer not null,
  document_type text not null,
  state text not null,
  receiver_name text not null,
  total numeric(15, 2) not null,
  valid_until text not null check (valid_until ~ '^\d{4}-\d{2}-\d{2}$'),
  pdf bytea not null,
  created_by integer not null references company_users (id),
  created_at timestamptz not null default now(),
  sent_to text,
  sent_at timestamptz,
  accepted_at timestamptz,
  invoice_document_id bigint references documents (id),
  unique (company_ruc, number)
);
create index quotes_company_idx on quotes (company_ruc, number desc);
alter table drafts add column quote_id integer references quotes (id);
