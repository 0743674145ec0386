export * from './invoicing-block.ts';
