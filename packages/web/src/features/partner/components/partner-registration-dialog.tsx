import {
  defaultBranchCoordinates,
  partnerRegistrationMessages,
  partnerRegistrationSchema,
  SystemCode,
} from '@facturar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useDialogSave } from '#web/components/form/use-dialog-save.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { describeCallFailure } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { CompanyIdentityFields } from '#web/components/form/company-identity-fields.tsx';
import { partnerCompaniesKey, registerPartner } from '../api/partner-api.ts';
import { usePartnerCompanies } from '../hooks/use-partner-companies.ts';
import { PartnerCompaniesTable } from './partner-companies-table.tsx';

type PartnerFormInput = z.input<typeof partnerRegistrationSchema>;
type PartnerFormOutput = z.output<typeof partnerRegistrationSchema>;

function describePartnerFailure(error: unknown): string {
  return describeCallFailure(
    error,
    {
      400: (failure) =>
        failure.mensajeSistema && failure.mensajeSistema !== SystemCode.VALIDACION
          ? `${partnerRegistrationMessages.notSaved} ${failure.mensajeSistema}`
          : partnerRegistrationMessages.notSaved,
      404: partnerRegistrationMessages.partnerNotFound,
      406: (failure) => failure.mensajeSistema ?? failure.mensaje,
      409: partnerRegistrationMessages.exists,
    },
    partnerRegistrationMessages.other,
  );
}

type PartnerRegistrationDialogProps = { partnerRuc: string; onClose: () => void };

/** 'Agregar Partner' (spec 001 §2): the partner's companies, and the firm it brings as a new partner. */
export function PartnerRegistrationDialog({ partnerRuc, onClose }: PartnerRegistrationDialogProps) {
  const { http } = useAppServices();
  const list = usePartnerCompanies();
  const form = useForm<PartnerFormInput, unknown, PartnerFormOutput>({
    resolver: zodResolver(partnerRegistrationSchema),
    defaultValues: {
      idEmpresa: partnerRuc,
      tipoReceptor: '01',
      rucEmpresa: '',
      razonSocial: '',
      tipoContribuyente: '2',
      dvEmpresa: '',
      correoElectronico: '',
      telefono: '',
      coordenadaSucursal: defaultBranchCoordinates,
      idUbicacionGeografica: '',
      direccionEmpresa: '',
    },
  });
  const saving = useDialogSave({
    save: (values: PartnerFormOutput) => registerPartner(http, values),
    notice: (message) => message,
    listKey: partnerCompaniesKey(partnerRuc),
    onClose,
  });
  return (
    <FormDialog
      title="Agregar Partner"
      maxWidth="lg"
      form={form}
      save={saving}
      onClose={onClose}
      describeFailure={describePartnerFailure}
      submitLabel="Agregar Partner"
    >
      <PartnerCompaniesTable label="Empresas del partner" list={list} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Nuevo partner
      </Typography>
      <Grid container spacing={2}>
        <CompanyIdentityFields control={form.control} locationName="idUbicacionGeografica" />
      </Grid>
    </FormDialog>
  );
}
