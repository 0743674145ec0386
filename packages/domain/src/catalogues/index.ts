export type {
  CatalogueEntry,
  CorregimientoEntry,
  CpbsFamilyEntry,
  DistrictEntry,
  DocumentTypeEntry,
  IncotermEntry,
  PercentageEntry,
  RateEntry,
  SpecCatalogueEntry,
} from './catalogue-types.ts';
export { findEntry, hasEntry } from './catalogue-lookup.ts';
export {
  describeLocation,
  listCorregimientos,
  listDistricts,
  listUnifiedLocations,
  type LocationNames,
  type UnifiedLocation,
} from './location-lookup.ts';

export { CORREGIMIENTOS } from './generated/corregimientos-catalogue.ts';
export { COUNTRIES } from './generated/countries-catalogue.ts';
export { CPBS_FAMILIES } from './generated/cpbs-families-catalogue.ts';
export { CPBS_SEGMENTS } from './generated/cpbs-segments-catalogue.ts';
export { CURRENCIES } from './generated/currencies-catalogue.ts';
export { DISTRICTS } from './generated/districts-catalogue.ts';
export { INCOTERMS } from './generated/incoterms-catalogue.ts';
export { PROVINCES } from './generated/provinces-catalogue.ts';
export { UNITS_OF_MEASURE } from './generated/units-catalogue.ts';

export { BRANCH_TYPES } from './options/branch-types-catalogue.ts';
export { CAFE_DELIVERIES } from './options/cafe-deliveries-catalogue.ts';
export { CAFE_FORMATS } from './options/cafe-formats-catalogue.ts';
export { CONTAINER_SENDINGS } from './options/container-sendings-catalogue.ts';
export { DESTINATIONS } from './options/destinations-catalogue.ts';
export { DOCUMENT_TYPES } from './options/document-types-catalogue.ts';
export { EMISSION_TYPES } from './options/emission-types-catalogue.ts';
export { ENVIRONMENTS } from './options/environments-catalogue.ts';
export { FUEL_TYPES } from './options/fuel-types-catalogue.ts';
export { ISC_RATES } from './options/isc-rates-catalogue.ts';
export { ITBMS_RATES } from './options/itbms-rates-catalogue.ts';
export { OPERATION_DIRECTIONS } from './options/operation-directions-catalogue.ts';
export { OPERATION_NATURES } from './options/operation-natures-catalogue.ts';
export { OTHER_TAXES } from './options/other-taxes-catalogue.ts';
export { PAINT_TYPES } from './options/paint-types-catalogue.ts';
export { PAYMENT_FORMS } from './options/payment-forms-catalogue.ts';
export { PAYMENT_TERMS } from './options/payment-terms-catalogue.ts';
export { PERSON_TYPES } from './options/person-types-catalogue.ts';
export { PRODUCT_STATES } from './options/product-states-catalogue.ts';
export { FINAL_CONSUMER_NAME, RECEIVER_TYPES } from './options/receiver-types-catalogue.ts';
export { RETENTIONS } from './options/retentions-catalogue.ts';
export { SALE_TRANSACTION_TYPES } from './options/sale-transaction-types-catalogue.ts';
export { VEHICLE_SALE_TYPES } from './options/vehicle-sale-types-catalogue.ts';
export { VEHICLE_TYPES } from './options/vehicle-types-catalogue.ts';
export { VEHICLE_USES } from './options/vehicle-uses-catalogue.ts';
export { WEIGHT_UNITS } from './options/weight-units-catalogue.ts';
export {
  UNIT_FAMILIES,
  UNIT_MEASURES,
  UNITS,
  listUnitFamilies,
  listUnits,
  locateUnit,
  type Unit,
  type UnitFamily,
  type UnitMeasure,
} from './unit-families.ts';
