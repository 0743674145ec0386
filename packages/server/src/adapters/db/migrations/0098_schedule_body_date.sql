-- Issue 28 (ADR 0143). A schedule's body keeps its instalments as dates; `body_date` is the Panama day they
-- are counted from (the day the body was stored, or the day its source document was issued), so each
-- occurrence moves them by the days between that day and its own issue day. Schedules made before this
-- count from the day they were last changed.
alter table recurring_schedules add column body_date date;
update recurring_schedules set body_date = (updated_at at time zone 'UTC' - interval '5 hours')::date;
alter table recurring_schedules alter column body_date set not null;
