-- The bookings' no-overlap constraint without the btree_gist extension (see migration 200): a
-- database that applied migration 200 before 2026-11 has the constraint on `staff_id with =`
-- (btree_gist's operator class); it gets the range form instead, which needs no extension. A
-- database made since already has it, and nothing changes. The extension itself stays installed
-- where it is: it lives in the shared public schema, which other schemas' constraints may still
-- use, and unused it costs nothing. Live appointments never overlap under either form, so the
-- new constraint is met by every row the old one allowed.
do $$
begin
  if to_regtype('staff_id_range') is null then
    create type staff_id_range as range (subtype = text);
    alter table booking_appointments
      drop constraint booking_appointments_no_overlap,
      add constraint booking_appointments_no_overlap
        exclude using gist (staff_id_range(staff_id, staff_id, '[]') with &&, slot with &&)
        where (status <> 'cancelled');
  end if;
end
$$;
