import {
  voucherAssignmentBodySchema,
  voucherAssignmentMessages,
  type PartnerCompanyRow,
  SystemCode,
} from '@facturar/contracts';
import { formatPanamaDate } from '@facturar/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CompanyPicker } from '#web/components/company-picker.tsx';
import { FormDateField } from '#web/components/form/form-date-field.tsx';
import { useDialogSave } from '#web/components/form/use-dialog-save.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { digitsUpTo } from '#web/components/form/digits-up-to.ts';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { formatAvailableVouchers } from '#web/lib/amount-format.ts';
import { describeCallFailure } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import {
  assignVouchers,
  partnerCompaniesKey,
  partnerCompaniesQueryOptions,
  partnerVouchersQueryOptions,
} from '../api/partner-api.ts';
import { noDataFoundMessage } from '#web/lib/list-messages.ts';

type AssignmentInput = z.input<typeof voucherAssignmentBodySchema>;
type AssignmentOutput = z.output<typeof voucherAssignmentBodySchema>;

/** Spec 001 §5: the company picker searches from 3 characters. */
const minimumTerm = 3;

function describeAssignmentFailure(error: unknown): string {
  return describeCallFailure(
    error,
    {
      400: (failure) =>
        failure.mensajeSistema && failure.mensajeSistema !== SystemCode.VALIDACION
          ? `${voucherAssignmentMessages.notAssigned} ${failure.mensajeSistema}`
          : voucherAssignmentMessages.notAssigned,
      404: voucherAssignmentMessages.companyNotFound,
    },
    voucherAssignmentMessages.other,
  );
}

type VoucherAssignmentDialogProps = { partnerRuc: string; onClose: () => void };

/** 'Asignar comprobantes a empresas afiliadas al partner' (spec 001 §2): from the partner's own vouchers. */
export function VoucherAssignmentDialog({ partnerRuc, onClose }: VoucherAssignmentDialogProps) {
  const { http } = useAppServices();
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<PartnerCompanyRow | null>(null);
  // The earliest end day the calendar offers, fixed when the dialog opens.
  const [tomorrow] = useState(() => formatPanamaDate(new Date(Date.now() + 86_400_000)));
  const available = useQuery({ ...partnerVouchersQueryOptions(http, partnerRuc), retry: false });
  const search = term.trim();
  const companies = useQuery({
    ...partnerCompaniesQueryOptions(http, {
      partnerRuc,
      page: 0,
      size: 20,
      search: { parametroBusqueda: search },
    }),
    enabled: search.length >= minimumTerm,
    placeholderData: keepPreviousData,
  });
  const form = useForm<AssignmentInput, unknown, AssignmentOutput>({
    resolver: zodResolver(voucherAssignmentBodySchema),
    defaultValues: {
      rucEmpresa: '',
      rucPartner: partnerRuc,
      numeroComprobantes: '',
      precioComprobantes: '',
      fechaFinContratacion: '',
      observacion: '',
    },
  });
  const saving = useDialogSave({
    save: (values: AssignmentOutput) => assignVouchers(http, values),
    notice: (message) => message,
    listKey: partnerCompaniesKey(partnerRuc),
    onClose,
  });
  const { control, setValue } = form;
  return (
    <FormDialog
      title="Asignar comprobantes a empresas afiliadas al partner"
      form={form}
      save={saving}
      describeFailure={describeAssignmentFailure}
      submitLabel="Asignar"
      onClose={onClose}
    >
      {available.isError ? (
        <Alert severity="error">{voucherAssignmentMessages.availableFailed}</Alert>
      ) : (
        <Typography>
          Comprobantes disponibles del partner:{' '}
          <strong>{available.data === undefined ? '…' : formatAvailableVouchers(available.data)}</strong>
        </Typography>
      )}
      <Controller
        control={control}
        name="rucEmpresa"
        render={({ fieldState }) => (
          <CompanyPicker
            options={search.length >= minimumTerm ? (companies.data?.content ?? []) : []}
            value={chosen}
            onChange={(company) => {
              setChosen(company);
              setValue('rucEmpresa', company?.idEmpresa ?? '', {
                shouldValidate: fieldState.isTouched,
              });
            }}
            onTermChange={setTerm}
            isSearching={companies.isFetching}
            noOptionsText={
              search.length < minimumTerm ? 'Ingrese al menos 3 caracteres.' : noDataFoundMessage
            }
            error={fieldState.error?.message}
          />
        )}
      />
      <FormTextField
        control={control}
        name="numeroComprobantes"
        label="Número de comprobantes"
        required
        refuseInput={digitsUpTo(7)}
      />
      <FormTextField control={control} name="precioComprobantes" label="Precio por comprobante ($.)" />
      <FormDateField
        control={control}
        name="fechaFinContratacion"
        label="Fecha fin de contratación"
        minDay={tomorrow}
        required
      />
      <FormTextField control={control} name="observacion" label="Observación" multiline minRows={2} />
    </FormDialog>
  );
}
