-- A month of documents detached to the archive (issue 25 §5, ADR 0189): its partition leaves `documents`
-- for the schema `archivo`, with the rows of the tables that refer to its documents, so the working set,
-- the indexes and the planning of every statement on documents stop growing with the years, while the
-- documents themselves stay in the database (a company keeps them 12 years) and can be attached again.
create schema archivo;

-- The months in the archive, and how many documents each took.
create table archived_document_months (
  month integer primary key,
  documents bigint not null,
  archived_at timestamptz not null default now()
);

-- A quote's invoice and a recurring invoice's occurrence name their document by id without a foreign key
-- from now on: their rows belong to the quote and the schedule, which stay when the document's month goes
-- to the archive (the link then opens nothing).
alter table quotes drop constraint quotes_invoice_document_id_fkey;
alter table recurring_occurrences drop constraint recurring_occurrences_document_id_fkey;

-- The tables whose rows belong to one document (a foreign key to documents): they move with its month.
create function document_month_companions() returns text[] language sql immutable as $$
  select array['cancellation_events', 'document_itbms_rates', 'document_mail_attempts',
               'document_references', 'document_share_links']
$$;

-- What the archive names after a month: its partition, the suffix of its companions' archive tables
-- (yYYYYmMM) and its ids.
create function document_month_bounds(month integer, out part text, out suffix text, out first_id bigint,
                                      out end_id bigint) language sql immutable as $$
  select document_month_name(month), substr(document_month_name(month), length('documents_') + 1),
         month::bigint * 1000000000, (month + 1)::bigint * 1000000000
$$;

-- Detaches month `archived_month`'s partition to `archivo`, with its documents' rows of the companion
-- tables (archivo.<table>_yYYYYmMM), in one transaction. A detach fires no delete trigger, so the month's
-- documents are taken out of document_counts and document_days here. Their document_keys stay, so a
-- CUFE or a number of the month is never issued again; their Idempotency-Keys are let go. The partition
-- must be attached; the caller checks the month's age and that nothing in it is still pending. Holds the
-- documents' lock from the detach to the commit: issuing waits for that moment. Answers the documents
-- archived.
create function archive_document_month(archived_month integer) returns bigint
language plpgsql as $$
declare
  m record;
  companion text;
  archived bigint;
begin
  perform pg_advisory_xact_lock(hashtext('keep_document_months'));
  m := document_month_bounds(archived_month);
  foreach companion in array document_month_companions() loop
    execute format('create table archivo.%I (like %I)', companion || '_' || m.suffix, companion);
    execute format('with moved as (delete from %I where document_id >= %s and document_id < %s returning *) '
                   'insert into archivo.%I select * from moved',
                   companion, m.first_id, m.end_id, companion || '_' || m.suffix);
  end loop;
  insert into document_counts (company_ruc, status, slot, total)
  select company_ruc, status, (id % 16)::smallint, -count(*)
    from documents where id >= m.first_id and id < m.end_id
   group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_ruc, status, slot) do update set total = document_counts.total + excluded.total;
  delete from document_days where min_id >= m.first_id and max_id < m.end_id;
  update document_keys set idempotency_key = null
   where document_id >= m.first_id and document_id < m.end_id and idempotency_key is not null;
  select count(*) into archived from documents where id >= m.first_id and id < m.end_id;
  execute format('alter table documents detach partition %I', m.part);
  execute format('alter table %I set schema archivo', m.part);
  insert into archived_document_months (month, documents) values (archived_month, archived);
  return archived;
end
$$;

-- Attaches an archived month again (the attach checks its rows against the month's bounds), with its
-- companion rows, counts and days. Answers the documents restored.
create function restore_document_month(archived_month integer) returns bigint
language plpgsql as $$
declare
  m record;
  companion text;
  restored bigint;
begin
  perform pg_advisory_xact_lock(hashtext('keep_document_months'));
  m := document_month_bounds(archived_month);
  execute format('alter table archivo.%I set schema public', m.part);
  execute format('alter table documents attach partition %I for values from (%s) to (%s)',
                 m.part, m.first_id, m.end_id);
  foreach companion in array document_month_companions() loop
    -- A companion's own ids come back as they were, identity column or not.
    execute format('insert into %I overriding system value select * from archivo.%I',
                   companion, companion || '_' || m.suffix);
    execute format('drop table archivo.%I', companion || '_' || m.suffix);
  end loop;
  insert into document_counts (company_ruc, status, slot, total)
  select company_ruc, status, (id % 16)::smallint, count(*)
    from documents where id >= m.first_id and id < m.end_id
   group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_ruc, status, slot) do update set total = document_counts.total + excluded.total;
  insert into document_days (company_ruc, day, slot, min_id, max_id)
  select company_ruc, ((issued_at at time zone 'UTC') - interval '5 hours')::date, (id % 16)::smallint,
         min(id), max(id)
    from documents where id >= m.first_id and id < m.end_id
   group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_ruc, day, slot) do update
    set min_id = least(document_days.min_id, excluded.min_id),
        max_id = greatest(document_days.max_id, excluded.max_id);
  select count(*) into restored from documents where id >= m.first_id and id < m.end_id;
  delete from archived_document_months where month = archived_month;
  return restored;
end
$$;
