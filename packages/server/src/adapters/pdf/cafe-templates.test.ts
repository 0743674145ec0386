import { describe, expect, it } from 'vitest';
import { CafeRenderError, listCafeTemplates, pickDefaultCafeTemplate } from './index.ts';
import { findCafeTemplate } from './cafe-templates.ts';

describe('CAFE templates for the template pickers', () => {
  it('lists a letter template and an 80 mm roll template with codigo and nombre', () => {
    expect(listCafeTemplates()).toEqual([
      { codigo: '01', nombre: 'Estándar carta' },
      { codigo: '02', nombre: 'Rollo 80 mm' },
    ]);
  });

  it('picks the roll for iFormCAFE 2 and letter otherwise', () => {
    expect(pickDefaultCafeTemplate({ cafeFormat: '2' })).toBe('02');
    expect(pickDefaultCafeTemplate({ cafeFormat: '3' })).toBe('01');
    expect(pickDefaultCafeTemplate({ cafeFormat: '1' })).toBe('01');
    expect(pickDefaultCafeTemplate({ cafeFormat: undefined })).toBe('01');
  });

  it('answers an unknown template code with the Spanish message', () => {
    expect(() => findCafeTemplate('99')).toThrow(CafeRenderError);
    expect(() => findCafeTemplate('99')).toThrow('La plantilla indicada no existe.');
  });
});
