import { commercialOrderSchema } from '@facturar/domain';
import { GroupSectionForm } from './group-section-form.tsx';
import { interestInformationField, type SectionField } from './section-fields.tsx';
import type { CommercialOrder, CommercialOrderSectionProps } from './section-types.ts';

type CommercialOrderDraft = {
  nroPedidoCompra: string;
  codigoCliente: string;
  informacionInteres: string;
  nroAceptacion: string;
};

const fields: readonly SectionField<CommercialOrderDraft>[] = [
  {
    kind: 'text',
    name: 'nroPedidoCompra',
    label: 'Número de pedido de compra',
    width: 'third',
    isRequired: true,
    maxLength: 12,
  },
  { kind: 'text', name: 'codigoCliente', label: 'Código de cliente', width: 'third', maxLength: 50 },
  {
    kind: 'text',
    name: 'nroAceptacion',
    label: 'Números de aceptación',
    width: 'third',
    hint: 'Separados por coma',
  },
  interestInformationField('informacionInteres'),
];

function toDraft(order: CommercialOrder | undefined): CommercialOrderDraft {
  return {
    nroPedidoCompra: order?.nroPedidoCompra ?? '',
    codigoCliente: order?.codigoCliente ?? '',
    informacionInteres: order?.informacionInteres ?? '',
    nroAceptacion: order?.nroAceptacion.join(', ') ?? '',
  };
}

/** 'Información de pedido comercial' of the whole document (pedidoComercialFacturaDto, spec 002 §5). */
export function CommercialOrderSection(props: CommercialOrderSectionProps) {
  return (
    <GroupSectionForm
      {...props}
      title="Información de pedido comercial"
      fields={fields}
      toDraft={toDraft}
      schema={commercialOrderSchema}
      savedMessage="Información comercial agregada al comprobante"
    />
  );
}
