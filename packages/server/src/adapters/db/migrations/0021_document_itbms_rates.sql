-- Each authorised document's base and ITBMS per rate (issue 18, ADR 0049), read once from its signed XML
-- (the document's source of truth) the first time the dashboard needs it, then summed in SQL.
create table document_itbms_rates (
  document_id bigint not null references documents (id),
  company_ruc text not null references companies (ruc),
  rate text not null,
  base numeric(14, 2) not null,
  tax numeric(14, 2) not null,
  primary key (document_id, rate)
);
create index document_itbms_rates_company_idx on document_itbms_rates (company_ruc, document_id);
