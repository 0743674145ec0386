import { platformMessages, subscriptionKeyBodySchema, type CompanyAdminRow } from '@facturar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useDialogSave } from '#web/components/form/use-dialog-save.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { describeCallFailure } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
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
  const form = useForm<KeyFormValues>({
    resolver: zodResolver(subscriptionKeyBodySchema),
    defaultValues: { subscriptionKey: company.subscriptionKey ?? '' },
  });
  const saving = useDialogSave({
    save: (values: KeyFormValues) => saveSubscriptionKey(http, company.idEmpresa, values.subscriptionKey),
    notice: (message) => message,
    listKey: companyPagesKey,
    onClose,
  });
  return (
    <FormDialog
      title="Clave de suscripción"
      form={form}
      save={saving}
      describeFailure={describeKeyFailure}
      onClose={onClose}
    >
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
        control={form.control}
        name="subscriptionKey"
        label="Clave de suscripción"
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
