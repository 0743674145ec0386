import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { commercialOrderSchema } from '@facturar/domain';
import { showSuccessToast } from '#web/lib/toast.ts';
import { FormTextField } from '#web/features/emission/components/form-fields.tsx';
import { draftResolver } from './draft-resolver.ts';
import { GroupSection } from './group-section.tsx';
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
  const { control, handleSubmit, reset } = useForm<CommercialOrderDraft, unknown, CommercialOrder>({
    defaultValues: toDraft(value),
    resolver: draftResolver<CommercialOrderDraft, CommercialOrder>(commercialOrderSchema),
  });
  const save = handleSubmit((order) => {
    onChange(order);
    showSuccessToast('Información comercial agregada al comprobante');
  });
  const remove = () => {
    reset(toDraft(undefined));
    onChange(undefined);
  };
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
