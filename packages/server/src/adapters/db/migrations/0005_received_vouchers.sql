-- Received vouchers (spec 001 §2 'Received vouchers', 'Voucher loading'): documents other companies issued
-- to this company, fetched from the PAC by their 49-digit access key and kept with the signed XML as the
-- PAC handed it out. Their ids come from the issued documents' sequence, so the download and resend calls
-- (/utilidades/generar/*/{id}), which take one id for both kinds, never meet two documents with one id.
create table received_vouchers (
  company_ruc text not null references companies (ruc),
  id bigint not null default nextval('documents_id_seq') primary key,
  access_key text not null,
  cufe text not null,
  doc_type text not null,
  branch_code text not null,
  point_code text not null,
  number bigint not null,
  issued_at timestamptz not null,
  authorised_at timestamptz,
  protocol text,
  issuer_ruc text not null,
  issuer_name text not null,
  total numeric(14, 2) not null,
  cafe_delivery text,
  cafe_format text,
  signed_xml text not null,
  loaded_by integer references company_users (id),
  -- The batch-file job that stored it, so a retried job still counts the keys it stored the first time.
  load_batch text,
  created_at timestamptz not null default now(),
  unique (company_ruc, access_key)
);
create index received_vouchers_list_idx on received_vouchers (company_ruc, id desc);
create index received_vouchers_issued_idx on received_vouchers (company_ruc, issued_at desc, id desc);
create index received_vouchers_type_idx on received_vouchers (company_ruc, doc_type, id desc);
create index received_vouchers_issuer_idx
  on received_vouchers (company_ruc, issuer_ruc text_pattern_ops, id desc);
