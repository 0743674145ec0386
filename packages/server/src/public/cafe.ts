// `@facturar/server/cafe`: the CAFE, the printed representation of an rFE, as PDF.
export {
  CafeRenderError,
  listCafeTemplates,
  pickDefaultCafeTemplate,
  renderCafe,
  type CafeTemplate,
  type RenderCafeOptions,
} from '../adapters/pdf/index.ts';
