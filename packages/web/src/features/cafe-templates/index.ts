export { useCafeTemplates } from './hooks/use-cafe-templates.ts';
export { CafeTemplateDialog } from './components/cafe-template-dialog.tsx';
export type { CafeTemplate } from './api/cafe-templates-api.ts';
