import { platformMessages, subscriptionKeyBodySchema, type CompanyAdminRow } from '@facturar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { describeCallFailure } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showSuccessToast } from '#web/lib/toast.ts';
import { companyPagesKey, saveSubscriptionKey } from '../api/company-admin-api.ts';

type KeyFormValues = z.infer<typeof subscriptionKeyBodySchema>;

/** Spec 001 §8 'Subscription key save'. */
function describeKeyFailure(error: unknown): string {
  return describeCallFailure(
    error,
    { 400: platformMessages.keyNotSaved, 404: platformMessages.keyCompanyNotFound },
    platformMessages.keyOther,
  );
}

type SubscriptionKeyDialogProps = { company: CompanyAdminRow; onClose: () => void };

/** The key dialog: read-only RUC and business name, the editable key; closes only by its buttons. */
export function SubscriptionKeyDialog({ company, onClose }: SubscriptionKeyDialogProps) {
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const titleId = useId();
  const { control, handleSubmit } = useForm<KeyFormValues>({
    resolver: zodResolver(subscriptionKeyBodySchema),
    defaultValues: { subscriptionKey: company.subscriptionKey ?? '' },
  });
  const saving = useMutation({
    mutationFn: (values: KeyFormValues) =>
      saveSubscriptionKey(http, company.idEmpresa, values.subscriptionKey),
    onSuccess: async (message) => {
      showSuccessToast(message);
      await queryClient.invalidateQueries({ queryKey: companyPagesKey });
      onClose();
    },
  });
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={handleSubmit((values) => saving.mutate(values))}>
        <DialogTitle id={titleId}>Clave de suscripción</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {saving.error && (
              <Alert severity="error" role="alert">
                {describeKeyFailure(saving.error)}
              </Alert>
            )}
            <TextField
              size="small"
              label="RUC"
              value={company.idEmpresa}
              slotProps={{ input: { readOnly: true } }}
            />
            <TextField
              size="small"
              label="Razón Social"
              value={company.razonSocialempresa}
              slotProps={{ input: { readOnly: true } }}
            />
            <FormTextField
              control={control}
              name="subscriptionKey"
              label="Clave de suscripción"
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={saving.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
