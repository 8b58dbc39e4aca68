import type { ImportBatch } from '@alumni/contract';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useImportBatches, useUndoImport } from '#web/features/admin/users/invitations/api.ts';
import { formatDateTimeId } from '#web/lib/dates.ts';
import { IMPORT_TEXT as T } from './import-text.ts';

const when = (iso: string) => formatDateTimeId(iso) || iso;

/**
 * The import panel's history (docs/decisions/014): each import (who, when, how many, how many activated) with
 * 'Batalkan Import', which removes the batch's not-yet-activated members after a confirmation and says how
 * many were kept because they already activated.
 */
export function ImportHistory() {
  const toast = useToast();
  const batches = useImportBatches(true);
  const undo = useUndoImport();
  const [asking, setAsking] = useState<ImportBatch | null>(null);

  const confirm = () => {
    if (!asking) return;
    undo.mutate(asking.id, {
      onSuccess: (res) => {
        setAsking(null);
        toast.show({ type: 'success', title: T.undoneTitle, message: T.undone(res.removed, res.kept) });
      },
      onError: (err) => {
        setAsking(null);
        toast.show({ type: 'error', title: T.undoFailedTitle, message: err.message });
      },
    });
  };

  return (
    <section aria-labelledby="import-history-title" className="border-slate-200 border-t pt-5">
      <h3 id="import-history-title" className="font-bold text-lg text-primary-900">
        {T.historyTitle}
      </h3>
      {batches.isPending ? (
        <p className="mt-2 flex items-center gap-2 text-slate-700" role="status">
          <Spinner />
        </p>
      ) : batches.isError ? (
        <p className="mt-2 text-red-800">{T.historyLoadError}</p>
      ) : batches.data.length === 0 ? (
        <p className="mt-2 text-slate-700">{T.historyEmpty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {batches.data.map((b) => (
            <li
              key={b.id}
              className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
              data-testid="import-batch"
            >
              <p className="font-semibold text-slate-900">{T.batchSummary(b.total)}</p>
              <p className="text-slate-700 text-sm">{T.batchBy(b.createdBy, when(b.createdDate))}</p>
              {b.undoneDate ? (
                <p className="mt-1 text-slate-800 text-sm">
                  {T.batchUndone(when(b.undoneDate), b.undoneBy ?? '-', b.removed ?? 0, b.kept ?? 0)}
                </p>
              ) : (
                <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                  <p className="text-slate-800 text-sm">{T.batchState(b.inactive, b.active)}</p>
                  <Button
                    variant="secondary"
                    onClick={() => setAsking(b)}
                    disabled={undo.isPending}
                    aria-label={T.undoOf(b.total, when(b.createdDate))}
                  >
                    <Undo2 aria-hidden="true" className="size-5 text-red-700" />
                    {T.undo}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        status="danger"
        title={T.undoTitle}
        message={asking ? T.undoMessage(asking.inactive, asking.active) : ''}
        confirmLabel={T.undoConfirm}
        busy={undo.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
    </section>
  );
}
