-- A month's archive (ADR 0189) failed when a row referring to one of its documents (an e-mail attempt
-- recorded, a link shared) was written after the companion rows were moved and before the detach locked
-- the documents: the detach refused the partition ("removing partition … violates foreign key
-- constraint") and the whole archive rolled back. The moves and the detach are now tried together again,
-- moving such rows too, a few times before the error is let through. Nothing else changes.
create or replace function archive_document_month(archived_month integer) returns bigint
language plpgsql as $$
declare
  m record;
  companion text;
  archived bigint;
  attempts integer := 0;
begin
  perform pg_advisory_xact_lock(hashtext('keep_document_months'));
  m := document_month_bounds(archived_month);
  foreach companion in array document_month_companions() loop
    execute format('create table archivo.%I (like %I)', companion || '_' || m.suffix, companion);
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
  loop
    begin
      foreach companion in array document_month_companions() loop
        execute format('with moved as (delete from %I where document_id >= %s and document_id < %s returning *) '
                       'insert into archivo.%I select * from moved',
                       companion, m.first_id, m.end_id, companion || '_' || m.suffix);
      end loop;
      execute format('alter table documents detach partition %I', m.part);
      exit;
    exception when foreign_key_violation then
      attempts := attempts + 1;
      if attempts >= 5 then
        raise;
      end if;
    end;
  end loop;
  execute format('alter table %I set schema archivo', m.part);
  insert into archived_document_months (month, documents) values (archived_month, archived);
  return archived;
end
$$;
