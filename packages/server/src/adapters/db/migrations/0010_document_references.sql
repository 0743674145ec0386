-- The company's own documents a credit or debit note refers to (issue 13, ADR 0028): read when a note is
-- issued, to refuse a reference to a document that is not there, not authorised or cancelled, and a
-- credit note above what is left of the document after earlier credit notes ('Saldo disponible').
create table document_references (
  document_id bigint not null references documents (id),
  company_ruc text not null,
  referenced_cufe text not null,
  primary key (document_id, referenced_cufe)
);
create index document_references_referenced_idx on document_references (company_ruc, referenced_cufe);

-- Notes issued before this table existed carry their references in the signed rFE only.
insert into document_references (document_id, company_ruc, referenced_cufe)
select distinct d.id, d.company_ruc, m[1]
from documents d, regexp_matches(d.signed_xml, '<dCUFERef>([^<]+)</dCUFERef>', 'g') as m
where d.doc_type in ('04', '05');
