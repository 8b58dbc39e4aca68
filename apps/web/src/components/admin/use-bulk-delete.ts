import { useToast } from '#web/components/ui/toast.tsx';
import type { PageSelection } from './use-page-selection.ts';

/** The toasts of a bulk delete: the spec's success title with the count, or the failure with the reason. */
export interface BulkDeleteText {
  deleted: string;
  deletedBody: (n: number) => string;
  deleteFailed: string;
}

/**
 * What BulkDeleteButton runs once confirmed: deletes the selected rows through `remove` (the feature's
 * mutation, which refreshes its caches), clears the selection and shows the success toast, or the failure
 * toast with the server's message. Never rejects, so the dialog always closes.
 */
export function useBulkDelete(
  selection: PageSelection,
  remove: (ids: number[]) => Promise<{ deleted: number }>,
  text: BulkDeleteText,
): () => Promise<void> {
  const toast = useToast();
  return async () => {
    try {
      const { deleted } = await remove(selection.ids);
      selection.clear();
      toast.show({ type: 'success', title: text.deleted, message: text.deletedBody(deleted) });
    } catch (e) {
      toast.show({
        type: 'error',
        title: text.deleteFailed,
        message: e instanceof Error ? e.message : undefined,
      });
    }
  };
}
