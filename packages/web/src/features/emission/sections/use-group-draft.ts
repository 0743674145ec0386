import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { showSuccessToast } from '#web/lib/toast.ts';
import { draftResolver } from './draft-resolver.ts';

type GroupDraftOptions<Draft extends FieldValues, Group> = {
  value: Group | undefined;
  onChange: (next: Group | undefined) => void;
  toDraft: (group: Group | undefined) => Draft;
  schema: z.ZodType<Group>;
  /** The notice shown once the group is saved on the document (spec 002 §8). */
  savedMessage: string;
};

/**
 * A document-level group edited in place: its texts live in a form of their own, judged by the domain's
 * schema; 'Agregar'/'Actualizar' hands the group to the document, 'Quitar' empties both.
 */
export function useGroupDraft<Draft extends FieldValues, Group>(options: GroupDraftOptions<Draft, Group>) {
  const { value, onChange, toDraft, schema, savedMessage } = options;
  const form = useForm<Draft, unknown, Group>({
    defaultValues: toDraft(value) as DefaultValues<Draft>,
    resolver: draftResolver<Draft, Group>(schema),
  });
  const save = form.handleSubmit((group) => {
    onChange(group);
    showSuccessToast(savedMessage);
  });
  const remove = () => {
    form.reset(toDraft(undefined));
    onChange(undefined);
  };
  return { form, save, remove };
}
