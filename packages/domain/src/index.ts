export * from './catalogues/index.ts';
export * from './ruc/index.ts';
export * from './cufe/index.ts';
