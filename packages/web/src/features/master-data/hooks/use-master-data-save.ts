import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { describeCallFailure, type FailureText } from '#web/lib/api-call-error.ts';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';

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
 * The save of a master-data dialog (spec 001 §4): the server's message as a success notice, the list read
 * again, and the dialog closed; a failure stays in the open dialog as an error notice.
 */
export function useMasterDataSave<Input, Answer extends { mensaje: string }>(
  options: MasterDataSaveOptions<Input, Answer>,
) {
  const { save, listKey, failures, onClose, onSaved } = options;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (answer) => {
      showSuccessToast(answer.mensaje);
      await queryClient.invalidateQueries({ queryKey: listKey });
      onSaved?.(answer);
      onClose();
    },
    onError: (error) => showErrorToast(describeCallFailure(error, failures.byStatus, failures.other)),
  });
}
