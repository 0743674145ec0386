// `@facturar/domain/testing`: the fixtures other packages' tests build documents from. The one door to
// them, so they can move inside the domain without touching a test elsewhere.
export * from './document/testing/emission-fixtures.ts';
export * from './document/testing/request-fixtures.ts';
export * from './document/testing/request-arbitraries.ts';
