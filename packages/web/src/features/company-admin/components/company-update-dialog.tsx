import { companyUpdateBodySchema, platformMessages, type CompanyAdminRow } from '@facturar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FieldCells } from '#web/components/form/field-cells.tsx';
import { BookkeepingField } from '#web/components/form/company-identity-fields.tsx';
import { useDialogSave } from '#web/components/form/use-dialog-save.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormSelectField, optionName } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { describeCallFailure, serverMessage } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { companyPagesKey, saveCompany } from '../api/company-admin-api.ts';
import { useCompanyChoices } from '../hooks/use-company-choices.ts';

/** The server's schema, with the payment type as the select holds it (its code as text). */
const updateFormSchema = companyUpdateBodySchema.extend({
  tipoContratacion: z.string().min(1, platformMessages.paymentTypeUnknown),
});
type UpdateFormInput = z.input<typeof updateFormSchema>;
type UpdateFormOutput = z.output<typeof updateFormSchema>;

function describeUpdateFailure(error: unknown): string {
  return describeCallFailure(
    error,
    { 400: platformMessages.companyNotUpdated, 404: serverMessage },
    'Error al actualizar la empresa. Contáctese con el administrador del Sistema.',
  );
}

function defaultsOf(company: CompanyAdminRow): UpdateFormInput {
  return {
    idEmpresa: company.idEmpresa,
    razonSocialempresa: company.razonSocialempresa,
    nombreComercial: company.nombreComercial ?? '',
    direccion: company.direccion ?? '',
    correoPrincipal: company.correoPrincipal,
    telefonoPrincipal: company.telefonoPrincipal ?? '',
    subdominio: company.subdominio ?? '',
    obligadoContabilidad: company.obligadoContabilidad,
    tipoContratacion: String(company.tipoContratacion),
    rucEmpresaContadora: company.rucEmpresaContadora ?? '',
  };
}

type CompanyUpdateDialogProps = { company: CompanyAdminRow; onClose: () => void };

/** The company data form (spec 001 §5 'Company update'), with the payment type and the accounting firm. */
export function CompanyUpdateDialog({ company, onClose }: CompanyUpdateDialogProps) {
  const { http } = useAppServices();
  const { firmOptions, typeOptions } = useCompanyChoices(company.idEmpresa);
  const form = useForm<UpdateFormInput, unknown, UpdateFormOutput>({
    resolver: zodResolver(updateFormSchema),
    defaultValues: defaultsOf(company),
  });
  const saving = useDialogSave({
    save: (values: UpdateFormOutput) =>
      saveCompany(http, { ...values, tipoContratacion: Number(values.tipoContratacion) }),
    notice: (message) => message,
    listKey: companyPagesKey,
    onClose,
  });
  const { control } = form;
  return (
    <FormDialog
      title="Actualizar Empresa"
      form={form}
      save={saving}
      describeFailure={describeUpdateFailure}
      onClose={onClose}
      maxWidth="md"
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            size="small"
            fullWidth
            label="RUC"
            value={`${company.idEmpresa} DV ${company.digitoVerificador}`}
            slotProps={{ input: { readOnly: true } }}
          />
        </Grid>
        <FieldCells size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="razonSocialempresa" label="Razón Social" required />
          <FormTextField control={control} name="nombreComercial" label="Nombre Comercial" />
          <FormTextField control={control} name="correoPrincipal" label="Correo" type="email" required />
          <FormTextField control={control} name="telefonoPrincipal" label="Teléfono" required />
          <FormTextField control={control} name="subdominio" label="Subdominio" />
        </FieldCells>
        <Grid size={12}>
          <FormTextField control={control} name="direccion" label="Dirección" required />
        </Grid>
        <FieldCells size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={control}
            name="tipoContratacion"
            label="Tipo de pago"
            options={typeOptions}
            getOptionLabel={optionName}
            required
          />
          <FormSelectField
            control={control}
            name="rucEmpresaContadora"
            label="Empresa contadora"
            options={firmOptions}
            getOptionLabel={optionName}
            emptyOption="Ninguna"
          />
        </FieldCells>
        <Grid size={12}>
          <BookkeepingField control={control} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
