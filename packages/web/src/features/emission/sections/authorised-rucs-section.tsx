import { LIST_LIMITS, PERSON_TYPES, authorisedRucSchema } from '@facturar/domain';
import { ListSectionForm } from './list-section-form.tsx';
import type { SectionField } from './section-fields.tsx';
import type { SectionColumn } from './section-table.tsx';
import type { AuthorisedRuc, AuthorisedRucsSectionProps } from './section-types.ts';

type RucDraft = { tipoRuc: string; ruc: string; dv: string };

const emptyDraft: RucDraft = { tipoRuc: '', ruc: '', dv: '' };

const fields: readonly SectionField<RucDraft>[] = [
  { kind: 'ruc', names: { tipoRuc: 'tipoRuc', ruc: 'ruc', dv: 'dv' } },
];

const columns: readonly SectionColumn<AuthorisedRuc>[] = [
  { header: 'RUC', cell: (row) => row.ruc },
  {
    header: 'Tipo de contribuyente',
    cell: (row) => PERSON_TYPES.find((type) => type.codigo === row.tipoRuc)?.nombre ?? row.tipoRuc,
  },
  { header: 'DV', cell: (row) => row.dv },
];

/** 'RUC autorizados' to download the document (rucsAutorizados), added through 'Nuevo RUC' (spec 002 §2). */
export function AuthorisedRucsSection(props: AuthorisedRucsSectionProps) {
  return (
    <ListSectionForm
      {...props}
      title="RUC autorizados"
      addLabel="Nuevo RUC"
      tableLabel="RUC autorizados"
      columns={columns}
      fields={fields}
      emptyDraft={emptyDraft}
      schema={authorisedRucSchema}
      limit={LIST_LIMITS.rucsAutorizados}
      savedMessage="Información de ruc autorizado agregado al comprobante."
      deleteQuestion={{ title: 'Eliminar RUC', message: '¿Está seguro de eliminar este RUC?' }}
    />
  );
}
