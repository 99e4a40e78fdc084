-- The bookings' no-overlap constraint without the btree_gist extension (see migration 200): a
-- database that applied migration 200 before 2026-11 has the constraint on `staff_id with =`
-- (btree_gist's operator class); it gets the range form instead, which needs no extension. A
-- database made since already has it, and nothing changes. The type and the constraint are looked
-- for in this schema only (another schema on the search path may hold its own). The extension
-- itself stays installed where it is: it lives in the shared public schema, which other schemas'
-- constraints may still use, and unused it costs nothing. Live appointments never overlap under
-- either form, so the new constraint is met by every row the old one allowed.
do $$
begin
  if to_regtype(format('%I.staff_id_range', current_schema())) is null then
    execute format('create type %I.staff_id_range as range (subtype = text)', current_schema());
  end if;
  if exists (
    select 1 from pg_constraint
    where conrelid = format('%I.booking_appointments', current_schema())::regclass
      and conname = 'booking_appointments_no_overlap'
      and pg_get_constraintdef(oid) not like '%staff_id_range%'
  ) then
    execute format(
      'alter table %1$I.booking_appointments
         drop constraint booking_appointments_no_overlap,
         add constraint booking_appointments_no_overlap
           exclude using gist (%1$I.staff_id_range(staff_id, staff_id, ''[]'') with &&, slot with &&)
           where (status <> ''cancelled'')',
      current_schema());
  end if;
end
$$;
