import Grid from '@mui/material/Grid';
import { commercialOrderSchema } from '@facturar/domain';
import { FormTextField } from '#web/features/emission/components/form-fields.tsx';
import { GroupSection } from './group-section.tsx';
import { useGroupDraft } from './use-group-draft.ts';
import type { CommercialOrder, CommercialOrderSectionProps } from './section-types.ts';

type CommercialOrderDraft = {
  nroPedidoCompra: string;
  codigoCliente: string;
  informacionInteres: string;
  nroAceptacion: string;
};

function toDraft(order: CommercialOrder | undefined): CommercialOrderDraft {
  return {
    nroPedidoCompra: order?.nroPedidoCompra ?? '',
    codigoCliente: order?.codigoCliente ?? '',
    informacionInteres: order?.informacionInteres ?? '',
    nroAceptacion: order?.nroAceptacion.join(', ') ?? '',
  };
}

/** 'Información de pedido comercial' of the whole document (pedidoComercialFacturaDto, spec 002 §5). */
export function CommercialOrderSection({ value, onChange, disabled }: CommercialOrderSectionProps) {
  const { form, save, remove } = useGroupDraft<CommercialOrderDraft, CommercialOrder>({
    value,
    onChange,
    toDraft,
    schema: commercialOrderSchema,
    savedMessage: 'Información comercial agregada al comprobante',
  });
  const { control } = form;
  return (
    <GroupSection
      title="Información de pedido comercial"
      hasValue={value !== undefined}
      disabled={disabled}
      onSubmit={() => void save()}
      onRemove={remove}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          control={control}
          name="nroPedidoCompra"
          label="Número de pedido de compra"
          required
          slotProps={{ htmlInput: { maxLength: 12 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          control={control}
          name="codigoCliente"
          label="Código de cliente"
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          control={control}
          name="nroAceptacion"
          label="Números de aceptación"
          helperText="Separados por coma"
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="informacionInteres"
          label="Información de interés"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </Grid>
    </GroupSection>
  );
}
