-- The issuer block of a document (gEmis: address, location, coordinates, branch) is its billing point's
-- (issue 29, ADR 0085). A billing point already had its address (description) and coordinates; it gets
-- its location (corregimiento code), and without one the company's stands.
alter table billing_points add column location_code text;

-- The head-office points that registration and the demo created were described 'Casa matriz…' with the
-- default coordinates rather than an address: they take the company's address, coordinates and location.
update billing_points bp
set description = c.address,
  coordinates = c.coordinates,
  location_code = c.location_code
from companies c
where c.ruc = bp.company_ruc
  and bp.description like 'Casa matriz%'
  and c.address is not null;
