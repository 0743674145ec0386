export * from './invoicing-block.ts';
export * from './pac-folios.ts';
