import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { showSuccessToast } from '#web/lib/toast.ts';
import { SectionCard } from './section-card.tsx';
import { SectionFields, type SectionField } from './section-fields.tsx';
import type { SectionProps } from './section-types.ts';

export type GroupSectionFormProps<Draft extends FieldValues, Group> = SectionProps<Group | undefined> & {
  title: string;
  fields: readonly SectionField<Draft>[];
  /** The texts the fields show for a stored group (empty ones for none). */
  toDraft: (group: Group | undefined) => Draft;
  /** The domain's rule of the group, which turns the texts into the request's group. */
  schema: z.ZodType<Group>;
  /** The notice shown once the group is saved on the document (spec 002 §8). */
  savedMessage: string;
};

/**
 * A document-level group edited in place (commercial order, logistics, delivery place): its fields, from
 * a field list, live in a form of their own judged by the domain's schema; 'Agregar' / 'Actualizar' hands
 * the group to the document, 'Quitar' empties both. No <form> element: it sits inside the emission form,
 * and forms do not nest.
 */
export function GroupSectionForm<Draft extends FieldValues, Group>(
  props: GroupSectionFormProps<Draft, Group>,
) {
  const { title, fields, value, onChange, toDraft, schema, savedMessage, disabled } = props;
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
  const hasValue = value !== undefined;
  // The section is optional: its fields are marked required only once it is on the document, being typed
  // or sent with 'Agregar' (issue 29).
  const isStarted = hasValue || form.formState.isDirty || form.formState.isSubmitted;
  return (
    <SectionCard title={title}>
      <Grid container spacing={2}>
        <SectionFields
          control={form.control}
          fields={fields}
          disabled={disabled}
          isRequiredShown={isStarted}
        />
      </Grid>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        {hasValue && (
          <Button onClick={remove} disabled={disabled}>
            Quitar
          </Button>
        )}
        <Button variant="contained" onClick={() => void save()} disabled={disabled}>
          {hasValue ? 'Actualizar' : 'Agregar'}
        </Button>
      </Stack>
    </SectionCard>
  );
}
