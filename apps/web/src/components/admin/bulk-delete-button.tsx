import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ADMIN_LIST_TEXT as T } from './admin-list-text.ts';

/**
 * 'Hapus' for the selected rows: asks first (danger dialog, the spec's title and question plus 'cannot be
 * undone'), then runs `onConfirm` with the dialog busy and closes it when that settles. The page shows the
 * toasts. With nothing selected the button stays focusable but inert (aria-disabled), so focus has somewhere
 * to return to after a delete.
 */
export function BulkDeleteButton({
  count,
  title,
  message,
  onConfirm,
}: {
  count: number;
  title: string;
  message: string;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const inert = count === 0;

  return (
    <>
      <Button
        variant="danger"
        aria-disabled={inert || undefined}
        onClick={() => {
          if (!inert) setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" className="size-5" />
        {inert ? T.delete : T.deleteSelected(count)}
      </Button>
      <ConfirmDialog
        open={open}
        status="danger"
        title={title}
        message={`${message} ${T.cannotUndo}`}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setBusy(true);
          onConfirm()
            .catch(() => undefined)
            .finally(() => {
              setBusy(false);
              setOpen(false);
            });
        }}
      />
    </>
  );
}
