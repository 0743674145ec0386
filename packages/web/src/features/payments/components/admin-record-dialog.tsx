import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { useDialogSave } from '#web/components/form/use-dialog-save.ts';
import { showErrorToast } from '#web/lib/toast.ts';
import { purchaseTexts, serverMessageOr } from './purchase-messages.ts';

type AdminRecordDialogProps<Values extends FieldValues, Output, Saved> = {
  title: string;
  form: UseFormReturn<Values, unknown, Output>;
  /** Adds the record, or changes the one being edited. */
  save: (values: Output) => Promise<Saved>;
  /** The success notice: its own text, or one built from the saved record. */
  notice: string | ((saved: Saved) => string);
  /** The records' list, read again after the save. */
  listKey: QueryKey;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The add or edit dialog of a record the platform administrator keeps (a plan, a bank account): saved, a
 * success notice, the list read again and closed; a failure is a toast with the server's message (or the
 * short network message), as the payment screens say theirs, and the dialog stays open as it was.
 */
export function AdminRecordDialog<Values extends FieldValues, Output, Saved>(
  props: AdminRecordDialogProps<Values, Output, Saved>,
) {
  const { title, form, save, notice, listKey, onClose, children } = props;
  const saving = useDialogSave({
    save,
    notice,
    listKey,
    onClose,
    onError: (error) => showErrorToast(serverMessageOr(error, purchaseTexts.networkShort)),
  });
  return (
    <FormDialog title={title} form={form} save={saving} isFailureToldBySave onClose={onClose}>
      {children}
    </FormDialog>
  );
}
