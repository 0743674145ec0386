import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { showSuccessToast } from '#web/lib/toast.ts';

type DialogSaveOptions<Input, Answer> = {
  save: (input: Input) => Promise<Answer>;
  /** The success notice: the screen's own text, or one the answer holds (the server's message). */
  notice: string | ((answer: Answer) => string);
  /** The list the saved row belongs to, read again before the dialog closes. */
  listKey: QueryKey;
  onClose: () => void;
  /** Hears the answer before the dialog closes (a form that chooses the row it just created). */
  onSaved?: ((answer: Answer) => void) | undefined;
  /** A failure a dialog reports itself; FormDialog shows it in the open dialog otherwise. */
  onError?: ((error: unknown) => void) | undefined;
};

/**
 * The write of a dialog over a list: a success notice, the list read again, and the dialog closed. The
 * mutation is what FormDialog's `saving` takes, so a failure stays in the open dialog.
 */
export function useDialogSave<Input, Answer>(options: DialogSaveOptions<Input, Answer>) {
  const { save, notice, listKey, onClose, onSaved, onError } = options;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (answer) => {
      showSuccessToast(typeof notice === 'string' ? notice : notice(answer));
      await queryClient.invalidateQueries({ queryKey: listKey });
      onSaved?.(answer);
      onClose();
    },
    ...(onError ? { onError } : {}),
  });
}
