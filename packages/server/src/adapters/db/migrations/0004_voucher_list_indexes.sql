-- Voucher lists (spec 001 §2, §7): each list is one company's documents in one status, newest first by
-- default, narrowed by the advanced search. Every index leads with the company and the status, so a page
-- of one list reads only that list's rows in order and stops after `size` of them (docs/decisions/0009).
-- documents_company_status_idx (0003: company, status, issued_at desc, id desc) already serves the date
-- and year filters and the fechaEmision sort.
create index documents_list_idx on documents (company_ruc, status, id desc);
create index documents_list_type_idx on documents (company_ruc, status, doc_type, id desc);
create index documents_list_delivery_idx on documents (company_ruc, status, cafe_delivery, id desc);
create index documents_list_number_idx on documents (company_ruc, status, number, id desc);
-- The receiver search matches the start of the identification or of the name (case-insensitive);
-- text_pattern_ops lets LIKE 'x%' use the index under any collation.
create index documents_list_receiver_id_idx
  on documents (company_ruc, status, receiver_identification text_pattern_ops, id desc);
create index documents_list_receiver_name_idx
  on documents (company_ruc, status, lower(receiver_name) text_pattern_ops, id desc);

-- How many documents each company has in each status, so an unfiltered list page never counts rows.
-- A company's count is spread over 16 slots (document id mod 16): concurrent issuing and sending
-- transactions of one company then rarely wait on the same counter row.
create table document_counts (
  company_ruc text not null,
  status text not null,
  slot smallint not null,
  total bigint not null,
  primary key (company_ruc, status, slot)
);

insert into document_counts (company_ruc, status, slot, total)
select company_ruc, status, (id % 16)::smallint, count(*) from documents group by 1, 2, 3;

create function count_documents_inserted() returns trigger language plpgsql as $$
begin
  insert into document_counts (company_ruc, status, slot, total)
  select company_ruc, status, (id % 16)::smallint, count(*) from new_rows group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_ruc, status, slot) do update set total = document_counts.total + excluded.total;
  return null;
end
$$;

create function count_documents_updated() returns trigger language plpgsql as $$
begin
  insert into document_counts (company_ruc, status, slot, total)
  select company_ruc, status, slot, sum(delta) from (
    select n.company_ruc, n.status, (n.id % 16)::smallint as slot, 1 as delta
      from new_rows n join old_rows o on o.id = n.id
     where o.status <> n.status or o.company_ruc <> n.company_ruc
    union all
    select o.company_ruc, o.status, (o.id % 16)::smallint, -1
      from old_rows o join new_rows n on n.id = o.id
     where o.status <> n.status or o.company_ruc <> n.company_ruc
  ) as changes
  group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_ruc, status, slot) do update set total = document_counts.total + excluded.total;
  return null;
end
$$;

create function count_documents_deleted() returns trigger language plpgsql as $$
begin
  insert into document_counts (company_ruc, status, slot, total)
  select company_ruc, status, (id % 16)::smallint, -count(*) from old_rows group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_ruc, status, slot) do update set total = document_counts.total + excluded.total;
  return null;
end
$$;

create trigger documents_counted_on_insert after insert on documents
  referencing new table as new_rows for each statement execute function count_documents_inserted();
create trigger documents_counted_on_update after update on documents
  referencing old table as old_rows new table as new_rows
  for each statement execute function count_documents_updated();
create trigger documents_counted_on_delete after delete on documents
  referencing old table as old_rows for each statement execute function count_documents_deleted();

-- The lowest and highest document id of each company per calendar day in Panama (UTC-5 all year), in
-- the same 16 slots. A date or year search turns into an id range with it, so a page walks the
-- company-status-filter index inside that range only, instead of every newer document first.
create table document_days (
  company_ruc text not null,
  day date not null,
  slot smallint not null,
  min_id bigint not null,
  max_id bigint not null,
  primary key (company_ruc, day, slot)
);

insert into document_days (company_ruc, day, slot, min_id, max_id)
select company_ruc, ((issued_at at time zone 'UTC') - interval '5 hours')::date, (id % 16)::smallint,
  min(id), max(id)
from documents group by 1, 2, 3;

create function record_document_days() returns trigger language plpgsql as $$
begin
  insert into document_days (company_ruc, day, slot, min_id, max_id)
  select company_ruc, ((issued_at at time zone 'UTC') - interval '5 hours')::date, (id % 16)::smallint,
    min(id), max(id)
  from new_rows group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_ruc, day, slot) do update
    set min_id = least(document_days.min_id, excluded.min_id),
        max_id = greatest(document_days.max_id, excluded.max_id);
  return null;
end
$$;

create trigger documents_days_on_insert after insert on documents
  referencing new table as new_rows for each statement execute function record_document_days();
