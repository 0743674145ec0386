import {
  companyRegistrationFormSchema,
  defaultBranchCoordinates,
  registrationMessages,
  SystemCode,
} from '@facturar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormFailure } from '#web/components/form/form-failure.tsx';
import { digitsUpTo } from '#web/components/form/digits-up-to.ts';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { describeCallFailure, isApiCallError, readFieldProblems } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { formTokenQueryOptions, registerCompany } from '../api/registration-api.ts';
import { BookkeepingField, CompanyIdentityFields } from '#web/components/form/company-identity-fields.tsx';

type RegistrationFormInput = z.input<typeof companyRegistrationFormSchema>;
type RegistrationField = keyof RegistrationFormInput;
type RegistrationFormOutput = z.output<typeof companyRegistrationFormSchema>;

const emptyForm: RegistrationFormInput = {
  rucEmpresa: '',
  tipoContribuyente: '2',
  dvEmpresa: '',
  razonSocial: '',
  direccionEmpresa: '',
  correoElectronico: '',
  telefono: '',
  obligadoContabilidad: false,
  coordenadaSucursal: defaultBranchCoordinates,
  unificadoSucursal: '',
  numeroResolucion: '',
};

const formFields = Object.keys(emptyForm) as RegistrationField[];

/** Spec 001 §8 'Company registration'. */
export function describeRegistrationFailure(error: unknown): string {
  return describeCallFailure(
    error,
    {
      400: (failure) => failure.mensaje || registrationMessages.notRegistered,
      404: (failure) => `${failure.mensajeSistema ?? failure.mensaje} ${registrationMessages.contact}`,
      406: (failure) => failure.mensajeSistema ?? failure.mensaje,
      409: registrationMessages.exists,
    },
    registrationMessages.internal,
  );
}

type RegistrationFormProps = {
  /** A partner adding a company: the company becomes its affiliate. */
  accountingFirmRuc?: string;
  onRegistered: (email: string) => void;
  onCancel: () => void;
};

/**
 * The company registration form (spec 001 §3, §5), shared by '/registro', the partner's 'Agregar Empresa'
 * and the administrator's 'Nuevo Empresa'. A failed registration keeps everything typed: a refusal the
 * server ties to a field (the DV) shows on that field, and a form sent too soon (the anti-bot check) gets a
 * fresh token, so pressing Registrar again a few seconds later goes through.
 */
export function RegistrationForm({ accountingFirmRuc, onRegistered, onCancel }: RegistrationFormProps) {
  const { http } = useAppServices();
  const formId = useId();
  const [honeypot, setHoneypot] = useState('');
  const token = useQuery(formTokenQueryOptions(http, formId));
  const { control, handleSubmit, reset, setError } = useForm<
    RegistrationFormInput,
    unknown,
    RegistrationFormOutput
  >({
    resolver: zodResolver(companyRegistrationFormSchema),
    defaultValues: emptyForm,
  });
  const registration = useMutation({
    mutationFn: (values: RegistrationFormOutput) =>
      registerCompany(http, {
        ...values,
        codigoSucursal: '0001',
        codigoSistema: http.config.codigoSistema,
        tipoContratacion: 1,
        ...(accountingFirmRuc ? { rucEmpresaContadora: accountingFirmRuc } : {}),
        formulario: token.data?.formulario ?? '',
        sitioWeb: honeypot,
      }),
    onSuccess: (email) => {
      reset(emptyForm);
      onRegistered(email);
    },
    onError: (error) => {
      if (isApiCallError(error) && error.mensajeSistema === SystemCode.VERIFICACION_FORMULARIO) {
        void token.refetch();
      }
      readFieldProblems(error, formFields).forEach(({ field, message }, index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    },
  });
  const isFieldRefusal = readFieldProblems(registration.error, formFields).length > 0;
  return (
    <Box
      component="form"
      noValidate
      aria-label="Registro de empresa"
      onSubmit={handleSubmit((values) => registration.mutate(values))}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Los campos marcados con * son obligatorios.
        </Typography>
        <FormFailure
          message={
            registration.error && !isFieldRefusal ? describeRegistrationFailure(registration.error) : null
          }
        />
        <Grid container spacing={2}>
          <CompanyIdentityFields control={control} locationName="unificadoSucursal" />
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="numeroResolucion"
              label="Número de resolución"
              refuseInput={digitsUpTo(13)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
            <BookkeepingField control={control} />
          </Grid>
        </Grid>
        {/* People never see this field; a bot that fills every input gives itself away (ADR 0041). */}
        <Box
          aria-hidden
          sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
        >
          <label>
            Sitio web
            <input
              name="sitioWeb"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => setHoneypot(event.target.value)}
            />
          </label>
        </Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={registration.isPending} disabled={!token.data}>
            Registrar
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
