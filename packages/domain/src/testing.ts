/**
 * The domain's test helpers, for the tests and benchmarks of every package: sample issuer, customers
 * and products, valid generation bodies, and fast-check arbitraries of valid requests. Not part of the
 * product's code (fast-check is a development dependency).
 */
export * from './testing/emission-fixtures.ts';
export * from './testing/request-fixtures.ts';
export * from './testing/request-arbitraries.ts';
