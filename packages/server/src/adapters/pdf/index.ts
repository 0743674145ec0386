export { renderCafe, type RenderCafeOptions } from './cafe-renderer.ts';
export { listCafeTemplates, pickDefaultCafeTemplate, type CafeTemplate } from './cafe-templates.ts';
export { CafeRenderError, type CafeRenderErrorCode } from './cafe-render-error.ts';
export { decodeStoredLogo, prepareLogo } from './cafe-logo.ts';
export { MAX_IMAGE_PIXELS, isWithinPixelBudget, readImageSize, type ImageSize } from './image-size.ts';
export {
  createCafeRenderer,
  type CafeRenderer,
  type PrintedCafe,
  type StoredCafe,
} from './cafe-render-pool.ts';
