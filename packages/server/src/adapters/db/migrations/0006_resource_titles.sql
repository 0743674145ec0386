-- Spec 002 §2 names the cancellation-event screen 'Evento de anulación'; 0002 wrote it capitalised.
update resources set title_page = 'Evento de anulación' where id = 'EAN';
