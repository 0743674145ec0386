import {
  editableUserStates,
  userUpdateRequestSchema,
  type CompanyUser,
  type UserUpdate,
} from '@facturar/contracts';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { useDialogSave } from '#web/components/form/use-dialog-save.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormSelectField, optionName } from '#web/components/form/form-select-field.tsx';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { updateUser, usersKey } from '../api/users-api.ts';
import { describeEditUserFailure, userMessages, userStateLabel } from '../user-messages.ts';
import { UserContactFields } from './user-form-fields.tsx';

type EditDraft = {
  nombreUsuario: string;
  correoPrincipalUsuario: string;
  telefonoPrincipalUsuario: string;
  direccionUsuario: string;
  estadoUsuario: string;
};

const stateOptions = editableUserStates.map((code) => ({ codigo: code, nombre: userStateLabel(code) }));

/** An unknown state is inactive (spec 000 §4), so the select starts on DES for it. */
function initialState(state: string): string {
  return state === 'PRI' || (editableUserStates as readonly string[]).includes(state) ? state : 'DES';
}

/** 'Editar Usuario' (spec 000 §5 'Edit user'): state ACT, DES or BLO; PRI stays until the first sign-in. */
export function EditUserDialog({ user, onClose }: { user: CompanyUser; onClose: () => void }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const isFirstLoginPending = user.estadoUsuario === 'PRI';
  const form = useForm<EditDraft, unknown, UserUpdate>({
    defaultValues: {
      nombreUsuario: user.nombreUsuario,
      correoPrincipalUsuario: user.correoPrincipalUsuario,
      telefonoPrincipalUsuario: user.telefonoPrincipalUsuario ?? '',
      direccionUsuario: user.direccionUsuario ?? '',
      estadoUsuario: initialState(user.estadoUsuario),
    },
    resolver: draftResolver<EditDraft, UserUpdate>(userUpdateRequestSchema),
  });
  const saving = useDialogSave({
    save: (change: UserUpdate) => updateUser(http, user.idAsignacionEmpresaUsuario, change),
    notice: userMessages.edited,
    listKey: usersKey(claims.ruc),
    onClose,
  });
  const { control } = form;
  return (
    <FormDialog
      title="Editar Usuario"
      form={form}
      save={saving}
      describeFailure={describeEditUserFailure}
      onClose={onClose}
      isDismissible
    >
      <TextField
        size="small"
        label="Identificación"
        value={user.usuario.identificacionUsuario}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <UserContactFields control={control} />
      {isFirstLoginPending ? (
        <>
          <TextField size="small" label="Estado" value={userStateLabel('PRI')} disabled />
          <Alert severity="warning">{userMessages.stateFixed}</Alert>
        </>
      ) : (
        <FormSelectField
          control={control}
          name="estadoUsuario"
          label="Estado"
          required
          options={stateOptions}
          getOptionLabel={optionName}
        />
      )}
    </FormDialog>
  );
}
