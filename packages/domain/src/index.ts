export * from './catalogues/index.ts';
export * from './ruc/index.ts';
export * from './cufe/index.ts';
export * from './money/index.ts';
export * from './totals/index.ts';
export * from './document/index.ts';
export * from './xml/index.ts';
export * from './company/index.ts';
