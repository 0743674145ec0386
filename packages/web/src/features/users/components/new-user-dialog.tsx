import { newUserRequestSchema, type NewUser } from '@facturar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormSelectField } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showSuccessToast } from '#web/lib/toast.ts';
import { createUser, usersKey } from '../api/users-api.ts';
import { describeAddUserFailure, userMessages } from '../user-messages.ts';
import { refuseBlank, UserContactFields } from './user-form-fields.tsx';

type NewUserDraft = {
  typeDocumente: string;
  identificacionUsuario: string;
  nombreUsuario: string;
  correoPrincipalUsuario: string;
  telefonoPrincipalUsuario: string;
  direccionUsuario: string;
};

const emptyDraft: NewUserDraft = {
  typeDocumente: 'C',
  identificacionUsuario: '',
  nombreUsuario: '',
  correoPrincipalUsuario: '',
  telefonoPrincipalUsuario: '',
  direccionUsuario: '',
};

const documentTypes = [
  { codigo: 'C', nombre: 'Cédula / RUC' },
  { codigo: 'P', nombre: 'Pasaporte' },
] as const;

type NewUserOutput = Omit<NewUser, 'idEmpresa'>;
const newUserFormSchema = newUserRequestSchema.omit({ idEmpresa: true });

/** 'Nuevo Usuario' (spec 000 §2, §5): the user is mailed a temporary password and starts in PRI. */
export function NewUserDialog({ onClose }: { onClose: () => void }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<NewUserDraft, unknown, NewUserOutput>({
    defaultValues: emptyDraft,
    resolver: draftResolver<NewUserDraft, NewUserOutput>(newUserFormSchema),
  });
  const saving = useMutation({
    mutationFn: (user: NewUserOutput) => createUser(http, { ...user, idEmpresa: claims.ruc }),
    onSuccess: async () => {
      showSuccessToast(userMessages.added);
      await queryClient.invalidateQueries({ queryKey: usersKey(claims.ruc) });
      onClose();
    },
    onError: (error) => setFailure(describeAddUserFailure(error)),
  });
  const submit = handleSubmit((user) => {
    setFailure(null);
    saving.mutate(user);
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Nuevo Usuario</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSelectField
                control={control}
                name="typeDocumente"
                label="Tipo de identificación"
                options={documentTypes}
                getOptionLabel={(option) => option.nombre}
                sx={{ maxWidth: { sm: 200 } }}
              />
              <FormTextField
                control={control}
                name="identificacionUsuario"
                label="Identificación"
                required
                refuseInput={refuseBlank}
              />
            </Stack>
            <UserContactFields control={control} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={saving.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
