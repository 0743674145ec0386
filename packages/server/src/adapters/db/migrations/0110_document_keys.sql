-- A document's global keys in a table of their own (ADR 0168, 0186): its CUFE, its number on its billing
-- point and its Idempotency-Key. Once documents are partitioned by month (0111) a unique index on them can
-- only be unique inside one month; here the three stay unique across every month. A row trigger writes a
-- document's keys in the statement that inserts it, before its row, so a repeated key still fails that
-- insert with 23505 (unique_violation), which is how issuing tells a concurrent repeat (ADR 0008).
-- The key is compared in "C" order, so the bulk uploads' prefix search (LIKE 'hash:%') walks the index.
create table document_keys (
  document_id bigint primary key,
  company_ruc text not null,
  cufe text not null unique,
  billing_point_id integer not null,
  number bigint not null,
  idempotency_key text collate "C",
  unique (billing_point_id, number),
  unique (company_ruc, idempotency_key)
);

insert into document_keys (document_id, company_ruc, cufe, billing_point_id, number, idempotency_key)
select id, company_ruc, cufe, billing_point_id, number, idempotency_key from documents;

create function keep_document_keys() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into document_keys (document_id, company_ruc, cufe, billing_point_id, number, idempotency_key)
    values (new.id, new.company_ruc, new.cufe, new.billing_point_id, new.number, new.idempotency_key);
    return new;
  elsif tg_op = 'UPDATE' then
    update document_keys
       set company_ruc = new.company_ruc, cufe = new.cufe, billing_point_id = new.billing_point_id,
           number = new.number, idempotency_key = new.idempotency_key
     where document_id = old.id;
    return new;
  end if;
  delete from document_keys where document_id = old.id;
  return old;
end
$$;

create trigger documents_keys_on_insert before insert on documents
  for each row execute function keep_document_keys();
-- The PAC that signs a document gives it its CUFE when it authorises it (ADR 0090): the key follows.
create trigger documents_keys_on_update before update of company_ruc, cufe, billing_point_id, number,
  idempotency_key on documents
  for each row execute function keep_document_keys();
create trigger documents_keys_on_delete after delete on documents
  for each row execute function keep_document_keys();
