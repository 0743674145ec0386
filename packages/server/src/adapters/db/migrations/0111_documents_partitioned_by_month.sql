-- Documents partitioned by month (issue 25 §5, ADR 0168, 0186): a company keeps its documents 12 years, and
-- each month's documents, indexes and vacuum stay a table of their own. The partition key is the id, not
-- the issue date, so the primary key, the seven foreign keys to documents (id) and every look-up by id
-- stay as they are. Month m, counted from January 2026, owns the ids [m × 10⁹, (m + 1) × 10⁹): the
-- document-months job (keep_document_months below) creates the months ahead and, once a month has begun,
-- moves the id sequence to its first id, so issuing's nextval lands in it. Ids stay below 2⁵³ (the API's
-- numeric idComprobanteElectronico) for thousands of years.
--
-- The table in place becomes the first partition: every document so far, and those of this month until
-- the job's first switch. It is attached under a validated check constraint that implies its bounds, so
-- the attach scans nothing; its indexes become the partitioned indexes' first partitions unbuilt.

lock table documents in access exclusive mode;
-- Received vouchers take their ids from the documents' sequence (0005), which moves to the new table.
lock table received_vouchers in share row exclusive mode;

alter table documents rename to documents_first;
alter table documents_first rename constraint documents_pkey to documents_first_pkey;
alter index documents_awaiting_doubt_idx rename to documents_first_awaiting_doubt_idx;
alter index documents_company_issued_idx rename to documents_first_company_issued_idx;
alter index documents_company_status_idx rename to documents_first_company_status_idx;
alter index documents_list_dated_idx rename to documents_first_list_dated_idx;
alter index documents_list_delivery_dated_idx rename to documents_first_list_delivery_dated_idx;
alter index documents_list_number_dated_idx rename to documents_first_list_number_dated_idx;
alter index documents_list_receiver_id_idx rename to documents_first_list_receiver_id_idx;
alter index documents_list_receiver_name_idx rename to documents_first_list_receiver_name_idx;
alter index documents_list_type_dated_idx rename to documents_first_list_type_dated_idx;
-- Unique in one month only on a partitioned table: document_keys (0110) keeps them unique across all.
alter table documents_first
  drop constraint documents_cufe_key,
  drop constraint documents_billing_point_id_number_key,
  drop constraint documents_company_ruc_idempotency_key_key;
-- The statement triggers with transition tables and the key triggers belong to the partitioned table.
drop trigger documents_counted_on_insert on documents_first;
drop trigger documents_counted_on_update on documents_first;
drop trigger documents_counted_on_delete on documents_first;
drop trigger documents_days_on_insert on documents_first;
drop trigger documents_keys_on_insert on documents_first;
drop trigger documents_keys_on_update on documents_first;
drop trigger documents_keys_on_delete on documents_first;

-- The id sequence outlives the identity column (a partition may not have one of its own): a sequence
-- of the same name and position, owned by the partitioned table's id.
create sequence document_ids as bigint;
select setval('document_ids', last_value, is_called) from documents_id_seq;
alter table received_vouchers alter column id set default nextval('document_ids');
alter table documents_first alter column id drop identity;
alter sequence document_ids rename to documents_id_seq;

create table documents (like documents_first including defaults including constraints)
  partition by range (id);
alter table documents alter column id set default nextval('documents_id_seq');
alter sequence documents_id_seq owned by documents.id;
alter table documents add primary key (id);
alter table documents
  add constraint documents_company_ruc_fkey foreign key (company_ruc) references companies (ruc),
  add constraint documents_billing_point_id_fkey foreign key (billing_point_id) references billing_points (id),
  add constraint documents_company_user_id_fkey foreign key (company_user_id) references company_users (id),
  add constraint documents_customer_id_fkey foreign key (customer_id) references customers (id),
  add constraint documents_voucher_package_id_fkey
    foreign key (voucher_package_id) references voucher_packages (id),
  add constraint documents_api_key_id_fkey foreign key (api_key_id) references api_keys (id);
create index documents_awaiting_doubt_idx on documents (created_at)
  where status = 'PEN' and doubt_reported_at is null;
create index documents_company_issued_idx on documents (company_ruc, issued_at desc, id desc);
create index documents_company_status_idx on documents (company_ruc, status, issued_at desc, id desc);
create index documents_list_dated_idx on documents (company_ruc, status, id desc) include (issued_at);
create index documents_list_delivery_dated_idx on documents (company_ruc, status, cafe_delivery, id desc)
  include (issued_at);
create index documents_list_number_dated_idx on documents (company_ruc, status, number, id desc)
  include (issued_at);
create index documents_list_receiver_id_idx
  on documents (company_ruc, status, receiver_identification text_pattern_ops, id desc);
create index documents_list_receiver_name_idx
  on documents (company_ruc, status, lower(receiver_name) text_pattern_ops, id desc);
create index documents_list_type_dated_idx on documents (company_ruc, status, doc_type, id desc)
  include (issued_at);

create trigger documents_counted_on_insert after insert on documents
  referencing new table as new_rows for each statement execute function count_documents_inserted();
create trigger documents_counted_on_update after update on documents
  referencing old table as old_rows new table as new_rows
  for each statement execute function count_documents_updated();
create trigger documents_counted_on_delete after delete on documents
  referencing old table as old_rows for each statement execute function count_documents_deleted();
create trigger documents_days_on_insert after insert on documents
  referencing new table as new_rows for each statement execute function record_document_days();
create trigger documents_keys_on_insert before insert on documents
  for each row execute function keep_document_keys();
create trigger documents_keys_on_update before update of company_ruc, cufe, billing_point_id, number,
  idempotency_key on documents
  for each row execute function keep_document_keys();
create trigger documents_keys_on_delete after delete on documents
  for each row execute function keep_document_keys();

-- The first partition ends where the month after this one (Panama time, UTC-5 all year) begins, or past
-- every id the sequence has given, whichever is later.
do $$
declare
  first_end bigint;
begin
  select greatest(
           (extract(year from now() at time zone 'UTC' - interval '5 hours') - 2026) * 12
             + extract(month from now() at time zone 'UTC' - interval '5 hours'),
           last_value / 1000000000 + 1
         )::bigint * 1000000000
    into first_end
    from documents_id_seq;
  execute format('alter table documents_first add constraint documents_first_ids check (id < %s) not valid',
                 first_end);
  alter table documents_first validate constraint documents_first_ids;
  execute format('alter table documents attach partition documents_first for values from (minvalue) to (%s)',
                 first_end);
end
$$;
alter table documents_first drop constraint documents_first_ids;

-- The seven tables that refer to documents now refer to the partitioned table.
alter table cancellation_events drop constraint cancellation_events_document_id_fkey,
  add foreign key (document_id) references documents (id);
alter table document_itbms_rates drop constraint document_itbms_rates_document_id_fkey,
  add foreign key (document_id) references documents (id);
alter table document_mail_attempts drop constraint document_mail_attempts_document_id_fkey,
  add foreign key (document_id) references documents (id);
alter table document_references drop constraint document_references_document_id_fkey,
  add foreign key (document_id) references documents (id);
alter table document_share_links drop constraint document_share_links_document_id_fkey,
  add foreign key (document_id) references documents (id);
alter table quotes drop constraint quotes_invoice_document_id_fkey,
  add foreign key (invoice_document_id) references documents (id);
alter table recurring_occurrences drop constraint recurring_occurrences_document_id_fkey,
  add foreign key (document_id) references documents (id);

-- Creates the partitions of the months after the last one through `last_month`, each empty and at once
-- (months between are created too, so the id ranges never leave a gap), then, when `this_month` has a
-- partition of its own and the sequence is still below its first id, moves the sequence there. One run
-- at a time (a transaction-scoped advisory lock): two could otherwise both move the sequence back.
-- Answers how many partitions it created.
create function keep_document_months(this_month integer, last_month integer) returns integer
language plpgsql as $$
declare
  next_month integer;
  created integer := 0;
  month_start bigint := this_month::bigint * 1000000000;
begin
  perform pg_advisory_xact_lock(hashtext('keep_document_months'));
  select max((regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \(''?(-?\d+)''?\)'))[1]::bigint)
         / 1000000000
    into next_month
    from pg_inherits i join pg_class c on c.oid = i.inhrelid
   where i.inhparent = 'documents'::regclass;
  while next_month <= last_month loop
    execute format('create table %I partition of documents for values from (%s) to (%s)',
                   document_month_name(next_month), next_month::bigint * 1000000000,
                   (next_month + 1)::bigint * 1000000000);
    next_month := next_month + 1;
    created := created + 1;
  end loop;
  if to_regclass(document_month_name(this_month)) is not null
     and (select last_value from documents_id_seq) < month_start then
    perform setval('documents_id_seq', month_start, false);
  end if;
  return created;
end
$$;

-- documents_y2027m01 for month 12 (January 2027).
create function document_month_name(month integer) returns text language sql immutable as $$
  select 'documents_' || to_char(date '2026-01-01' + make_interval(months => month), '"y"YYYY"m"MM')
$$;
