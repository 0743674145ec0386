import type { QueryKey } from '@tanstack/react-query';
import { useDialogSave } from '#web/components/form/use-dialog-save.ts';
import { describeCallFailure, type FailureText } from '#web/lib/api-call-error.ts';
import { showErrorToast } from '#web/lib/toast.ts';

/** The Spanish messages of a failed save (spec 001 §8: each dialog and status has its own). */
export type SaveFailures = {
  byStatus: Readonly<Record<number, FailureText>>;
  /** For any other status. */
  other: string;
};

type MasterDataSaveOptions<Input, Answer> = {
  save: (input: Input) => Promise<Answer>;
  /** The list the saved row belongs to, read again after the save. */
  listKey: QueryKey;
  failures: SaveFailures;
  onClose: () => void;
  onSaved?: (answer: Answer) => void;
};

/**
 * The save of a master-data dialog (spec 001 §4): a dialog's save with the server's message as the success
 * notice; a failure stays in the open dialog as an error notice.
 */
export function useMasterDataSave<Input, Answer extends { mensaje: string }>(
  options: MasterDataSaveOptions<Input, Answer>,
) {
  const { failures, ...rest } = options;
  return useDialogSave({
    ...rest,
    notice: (answer) => answer.mensaje,
    onError: (error) => showErrorToast(describeCallFailure(error, failures.byStatus, failures.other)),
  });
}
