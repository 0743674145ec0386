import type { CompanyUser } from '@facturar/contracts';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { userRuleMessages } from '@facturar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useDialogSave } from '#web/components/form/use-dialog-save.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormSelectField, optionName } from '#web/components/form/form-select-field.tsx';
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
  const profiles = useQuery(profilesQueryOptions(http, claims.ruc));
  const current = user.asignacionPerfilUsuarios[0]?.perfil.idPerfil ?? '';
  const form = useForm<ProfileForm>({
    defaultValues: { idPerfil: '' },
    resolver: zodResolver(profileFormSchema),
  });
  const saving = useDialogSave({
    save: (profile: string) => updateUserProfile(http, user.idAsignacionEmpresaUsuario, profile),
    notice: userMessages.profileEdited,
    listKey: usersKey(claims.ruc),
    onClose,
  });
  const submit = ({ idPerfil }: ProfileForm) => {
    if (idPerfil === current) {
      showSuccessToast(userMessages.profileEdited, { isUnchanged: true });
      onClose();
      return;
    }
    saving.mutate(idPerfil);
  };
  const options = (profiles.data ?? []).map((profile) => ({
    codigo: profile.idPerfil,
    nombre: profileLabel(profile.nombre),
  }));
  return (
    <FormDialog
      title="Editar el Perfil del Usuario"
      form={form}
      onSubmit={submit}
      saving={saving}
      describeFailure={describeProfileFailure}
      isSubmitDisabled={!profiles.isSuccess}
      onClose={onClose}
      isDismissible
      maxWidth="xs"
    >
      {profiles.isPending && <LinearProgress />}
      {profiles.isError && <Alert severity="error">{userMessages.profilesFailed}</Alert>}
      <TextField size="small" label="Usuario" value={user.nombreUsuario} disabled />
      <TextField size="small" label="Perfil actual" value={profileLabel(current)} disabled />
      <FormSelectField
        control={form.control}
        name="idPerfil"
        label="Nuevo perfil"
        required
        options={options}
        getOptionLabel={optionName}
      />
    </FormDialog>
  );
}
