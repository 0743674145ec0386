import { newUserRequestSchema, type NewUser } from '@facturar/contracts';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { useDialogSave } from '#web/components/form/use-dialog-save.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormSelectField, optionName } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
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
  const form = useForm<NewUserDraft, unknown, NewUserOutput>({
    defaultValues: emptyDraft,
    resolver: draftResolver<NewUserDraft, NewUserOutput>(newUserFormSchema),
  });
  const saving = useDialogSave({
    save: (user: NewUserOutput) => createUser(http, { ...user, idEmpresa: claims.ruc }),
    notice: userMessages.added,
    listKey: usersKey(claims.ruc),
    onClose,
  });
  const { control } = form;
  return (
    <FormDialog
      title="Nuevo Usuario"
      form={form}
      save={saving}
      describeFailure={describeAddUserFailure}
      onClose={onClose}
      isDismissible
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="typeDocumente"
          label="Tipo de identificación"
          options={documentTypes}
          getOptionLabel={optionName}
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
    </FormDialog>
  );
}
