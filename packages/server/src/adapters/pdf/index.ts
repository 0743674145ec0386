export { renderCafe, type RenderCafeOptions } from './cafe-renderer.ts';
export { listCafeTemplates, pickDefaultCafeTemplate, type CafeTemplate } from './cafe-templates.ts';
export { CafeRenderError, type CafeRenderErrorCode } from './cafe-render-error.ts';
export { decodeStoredLogo } from './cafe-logo.ts';
