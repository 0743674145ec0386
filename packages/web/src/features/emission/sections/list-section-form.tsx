import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { showSuccessToast } from '#web/lib/toast.ts';
import { hasRoomFor } from './list-limit.ts';
import { SectionCard } from './section-card.tsx';
import { SectionFields, type SectionField } from './section-fields.tsx';
import { SectionTable, type SectionColumn } from './section-table.tsx';
import type { SectionProps } from './section-types.ts';

export type ListSectionFormProps<Draft extends FieldValues, Row> = SectionProps<Row[]> & {
  title: string;
  /** The button that opens the dialog, and the dialog's title ('Nueva cuota', 'Nuevo RUC'). */
  addLabel: string;
  tableLabel: string;
  columns: readonly SectionColumn<Row>[];
  fields: readonly SectionField<Draft>[];
  emptyDraft: Draft;
  /** The domain's rule of one row, with whatever it must know of the rows already there. */
  schema: z.ZodType<Row>;
  limit: { max: number; message: string };
  savedMessage: string;
  /** Asks before deleting a row when given. */
  deleteQuestion?: { title: string; message: string };
};

/**
 * A list of the document (instalments, authorised RUCs): its table, and a dialog with the fields of its
 * field list that adds one row once the domain's schema accepts it (spec 002 §2, §5).
 */
export function ListSectionForm<Draft extends FieldValues, Row>(props: ListSectionFormProps<Draft, Row>) {
  const { title, addLabel, tableLabel, columns, fields, emptyDraft, schema, limit, savedMessage } = props;
  const { value, onChange, disabled, deleteQuestion } = props;
  const [isOpen, setIsOpen] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const form = useForm<Draft, unknown, Row>({
    defaultValues: emptyDraft as DefaultValues<Draft>,
    resolver: draftResolver<Draft, Row>(schema),
  });
  const close = () => {
    form.reset(emptyDraft);
    setIsOpen(false);
  };
  const add = (row: Row) => {
    onChange([...value, row]);
    close();
    showSuccessToast(savedMessage);
  };
  const deleteRow = (index: number) => onChange(value.filter((_, other) => other !== index));

  return (
    <SectionCard
      title={title}
      action={
        <Button onClick={() => setIsOpen(hasRoomFor(value.length, limit))} disabled={disabled}>
          {addLabel}
        </Button>
      }
    >
      <SectionTable
        label={tableLabel}
        columns={columns}
        rows={value}
        onDelete={deleteQuestion ? setPendingDelete : deleteRow}
        disabled={disabled}
      />
      <FormDialog
        title={addLabel}
        form={form}
        onSubmit={add}
        submitLabel="Agregar"
        isOpen={isOpen}
        onClose={close}
        isDismissible
      >
        <Grid container spacing={2}>
          <SectionFields control={form.control} fields={fields} />
        </Grid>
      </FormDialog>
      {deleteQuestion && (
        <ConfirmDialog
          isOpen={pendingDelete !== null}
          title={deleteQuestion.title}
          message={deleteQuestion.message}
          confirmLabel="Eliminar"
          onConfirm={() => {
            if (pendingDelete !== null) deleteRow(pendingDelete);
            setPendingDelete(null);
          }}
          onCancel={() => setPendingDelete(null)}
        />
      )}
    </SectionCard>
  );
}
