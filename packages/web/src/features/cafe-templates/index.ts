export { useCafeTemplates } from './hooks/use-cafe-templates.ts';
export type { CafeTemplate } from './api/cafe-templates-api.ts';
