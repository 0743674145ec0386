import Stack from '@mui/material/Stack';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '#web/components/form/form-text-field.tsx';

/** Identification and e-mail are trimmed as they are typed (spec 000 §5): a blank never enters them. */
export const refuseBlank = (text: string) => (/\s/.test(text) ? '' : undefined);

type ContactFields = {
  nombreUsuario: string;
  correoPrincipalUsuario: string;
  telefonoPrincipalUsuario: string;
  direccionUsuario: string;
};

/** Name, e-mail, phone and address: the fields the new-user and edit dialogs share. */
export function UserContactFields<T extends FieldValues & ContactFields, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  return (
    <Stack spacing={2}>
      <FormTextField control={control} name={'nombreUsuario' as Path<T>} label="Nombre" required />
      <FormTextField
        control={control}
        name={'correoPrincipalUsuario' as Path<T>}
        label="Correo"
        type="email"
        required
        refuseInput={refuseBlank}
        helperText="Será el usuario con el que ingresa al sistema."
      />
      <FormTextField
        control={control}
        name={'telefonoPrincipalUsuario' as Path<T>}
        label="Teléfono"
        helperText="Formato 264-5566 o 6612-3344."
      />
      <FormTextField control={control} name={'direccionUsuario' as Path<T>} label="Dirección" />
    </Stack>
  );
}
