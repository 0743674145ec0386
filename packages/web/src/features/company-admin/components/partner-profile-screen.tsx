import {
  partnerProfileBodySchema,
  partnerProfileMessages,
  platformMessages,
  type CompanyChoice,
} from '@facturar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { describeCallFailure } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { showSuccessToast } from '#web/lib/toast.ts';
import { companyPagesKey } from '../api/company-admin-api.ts';
import { assignPartnerProfile } from '../api/partner-profile-api.ts';
import { CompanyAutocomplete } from './company-autocomplete.tsx';
import { ScreenSection } from '#web/components/screen-section.tsx';

/** The form holds the chosen company; the call sends its RUC. */
const partnerProfileFormSchema = partnerProfileBodySchema.omit({ idEmpresa: true }).extend({
  empresa: z.custom<CompanyChoice | null>((value) => value !== null && value !== undefined, {
    message: platformMessages.selectCompany,
  }),
});
type PartnerProfileFormInput = z.input<typeof partnerProfileFormSchema>;
type PartnerProfileFormOutput = z.output<typeof partnerProfileFormSchema>;
const emptyForm: PartnerProfileFormInput = {
  empresa: null,
  identificacionUsuario: '',
  correoPrincipalUsuario: '',
};

function describePartnerProfileFailure(error: unknown): string {
  return describeCallFailure(
    error,
    {
      400: partnerProfileMessages.notSaved,
      404: partnerProfileMessages.companyNotFound,
      409: (failure) => failure.mensajeSistema ?? partnerProfileMessages.duplicate,
    },
    partnerProfileMessages.other,
  );
}

/**
 * ADP 'Asignar perfil partner a la empresa' (spec 001 §2, §5): a company that is not a partner, and the
 * e-mail and identification of its partner user, who receives a temporary password.
 */
export function PartnerProfileScreen({ resource }: ScreenProps) {
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const [formKey, setFormKey] = useState(0);
  const { control, handleSubmit, reset } = useForm<
    PartnerProfileFormInput,
    unknown,
    PartnerProfileFormOutput
  >({
    resolver: zodResolver(partnerProfileFormSchema),
    defaultValues: emptyForm,
  });
  const saving = useMutation({
    mutationFn: (values: PartnerProfileFormOutput) =>
      assignPartnerProfile(http, {
        idEmpresa: values.empresa?.idEmpresa ?? '',
        identificacionUsuario: values.identificacionUsuario,
        correoPrincipalUsuario: values.correoPrincipalUsuario,
      }),
    onSuccess: async (message) => {
      showSuccessToast(message);
      clear();
      await queryClient.invalidateQueries({ queryKey: companyPagesKey });
    },
  });
  function clear() {
    reset(emptyForm);
    setFormKey((key) => key + 1);
  }
  return (
    <ScreenSection title={resource.titlePage}>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
        <Stack
          key={formKey}
          component="form"
          noValidate
          aria-label="Asignar perfil partner a la empresa"
          spacing={2}
          onSubmit={handleSubmit((values) => saving.mutate(values))}
        >
          <Typography variant="h6" component="h3">
            Asignar perfil partner a la empresa
          </Typography>
          {saving.error && (
            <Alert severity="error" role="alert">
              {describePartnerProfileFailure(saving.error)}
            </Alert>
          )}
          <Controller
            control={control}
            name="empresa"
            render={({ field, fieldState }) => (
              <CompanyAutocomplete
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <FormTextField
            control={control}
            name="correoPrincipalUsuario"
            label="Correo del usuario"
            type="email"
            required
          />
          <FormTextField
            control={control}
            name="identificacionUsuario"
            label="Identificación del usuario"
            required
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={clear}>Cancelar</Button>
            <Button type="submit" variant="contained" loading={saving.isPending}>
              Agregar
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </ScreenSection>
  );
}
