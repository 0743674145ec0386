import type { CompanyUser } from '@facturar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { userRuleMessages } from '@facturar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormSelectField } from '#web/components/form/form-select-field.tsx';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showSuccessToast } from '#web/lib/toast.ts';
import { profilesQueryOptions, updateUserProfile, usersKey } from '../api/users-api.ts';
import { describeProfileFailure, profileLabel, userMessages } from '../user-messages.ts';

const profileFormSchema = z.object({ idPerfil: z.string().min(1, userRuleMessages.profileRequired) });
type ProfileForm = z.infer<typeof profileFormSchema>;

/** 'Editar el Perfil del Usuario' (spec 000 §5 'Profile change'): the same profile is a success with no call. */
export function EditProfileDialog({ user, onClose }: { user: CompanyUser; onClose: () => void }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const titleId = useId();
  const profiles = useQuery(profilesQueryOptions(http, claims.ruc));
  const [failure, setFailure] = useState<string | null>(null);
  const current = user.asignacionPerfilUsuarios[0]?.perfil.idPerfil ?? '';
  const { control, handleSubmit } = useForm<ProfileForm>({
    defaultValues: { idPerfil: '' },
    resolver: zodResolver(profileFormSchema),
  });
  const saving = useMutation({
    mutationFn: (profile: string) => updateUserProfile(http, user.idAsignacionEmpresaUsuario, profile),
    onSuccess: async () => {
      showSuccessToast(userMessages.profileEdited);
      await queryClient.invalidateQueries({ queryKey: usersKey(claims.ruc) });
      onClose();
    },
    onError: (error) => setFailure(describeProfileFailure(error)),
  });
  const submit = handleSubmit(({ idPerfil }) => {
    setFailure(null);
    if (idPerfil === current) {
      showSuccessToast(userMessages.profileEdited, { isUnchanged: true });
      onClose();
      return;
    }
    saving.mutate(idPerfil);
  });
  const options = (profiles.data ?? []).map((profile) => ({
    codigo: profile.idPerfil,
    nombre: profileLabel(profile.nombre),
  }));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Editar el Perfil del Usuario</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {profiles.isPending && <LinearProgress />}
            {profiles.isError && <Alert severity="error">{userMessages.profilesFailed}</Alert>}
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField size="small" label="Usuario" value={user.nombreUsuario} disabled />
            <TextField size="small" label="Perfil actual" value={profileLabel(current)} disabled />
            <FormSelectField
              control={control}
              name="idPerfil"
              label="Nuevo perfil"
              required
              options={options}
              getOptionLabel={(option) => option.nombre}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={saving.isPending} disabled={!profiles.isSuccess}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
