import type { CustomerRow } from '@facturar/contracts';
import type { Control, FieldValues } from 'react-hook-form';
import { FormTextField } from '#web/components/form/form-text-field.tsx';

/** What 'Editar Cliente' and 'Editar Proveedor' let change of a receiver: its names and contact data. */
export type ContactDraft = { nombres: string; correo: string; telefono: string; direccion: string };

export function contactDraftOf(row: CustomerRow): ContactDraft {
  return {
    nombres: row.nombres,
    correo: row.correo ?? '',
    telefono: row.telefono ?? '',
    direccion: row.direccion ?? '',
  };
}

/** The contact fields of a receiver's edit dialog (spec 001 §5), bound to a form holding a ContactDraft. */
export function ContactFields<T extends FieldValues & ContactDraft, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  // The field names are ContactDraft's; `T` holds them, which the generic control cannot show.
  const fields = control as unknown as Control<ContactDraft, unknown, TOut>;
  return (
    <>
      <FormTextField control={fields} name="nombres" label="Nombres / Razón social" required />
      <FormTextField control={fields} name="correo" label="Correo" required />
      <FormTextField control={fields} name="telefono" label="Teléfono" placeholder="123-4567" />
      <FormTextField control={fields} name="direccion" label="Dirección" />
    </>
  );
}
