import { sharedMessages } from '@facturar/contracts';
import type { RfeView } from '../xml/index.ts';
import { CafeRenderError } from './cafe-render-error.ts';

/** A CAFE template as the template pickers list it (`plantillaCafe {codigo, nombre}`). */
export type CafeTemplate = { codigo: string; nombre: string };

export type CafePaper = 'letter' | 'roll-80mm';

type TemplateDefinition = CafeTemplate & { paper: CafePaper };

const TEMPLATES: readonly TemplateDefinition[] = [
  { codigo: '01', nombre: 'Estándar carta', paper: 'letter' },
  { codigo: '02', nombre: 'Rollo 80 mm', paper: 'roll-80mm' },
];

/** `iFormCAFE` 2 is the paper roll; 3 (letter) and 1 (no printed format) print on letter. */
const ROLL_FORMAT = '2';

export function listCafeTemplates(): CafeTemplate[] {
  return TEMPLATES.map(({ codigo, nombre }) => ({ codigo, nombre }));
}

export function findCafeTemplate(codigo: string): TemplateDefinition {
  const template = TEMPLATES.find((candidate) => candidate.codigo === codigo);
  if (!template) throw new CafeRenderError('TEMPLATE_NOT_FOUND', sharedMessages.templateNotFound);
  return template;
}

/** The template that matches the format the issuer chose in the document (`iFormCAFE`). */
export function pickDefaultCafeTemplate(view: Pick<RfeView, 'cafeFormat'>): string {
  const paper: CafePaper = view.cafeFormat === ROLL_FORMAT ? 'roll-80mm' : 'letter';
  return TEMPLATES.find((template) => template.paper === paper)!.codigo;
}
