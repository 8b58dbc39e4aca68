import type { CommentItem, CommentThread } from '@alumni/contract';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, MessageCircle, Pencil } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useDeleteComment } from '#web/api/delete-comment.ts';
import { commentsQueryOptions } from '#web/api/get-comments.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { SkeletonText } from '#web/components/ui/skeleton.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { DETAIL_TEXT } from '#web/features/admin/events/detail/detail-text.ts';
import { AdminComment } from './admin-comment.tsx';

const T = DETAIL_TEXT.comments;

/** Comments still shown as comments (a deleted one keeps its place but is not counted). */
export function countComments(threads: readonly CommentThread[]): number {
  return threads.reduce((n, t) => n + (t.deleted ? 0 : 1) + t.replies.filter((r) => !r.deleted).length, 0);
}

function Thread({
  thread,
  editMode,
  onDelete,
}: {
  thread: CommentThread;
  editMode: boolean;
  onDelete: (c: CommentItem) => void;
}) {
  const [open, setOpen] = useState(false);
  const repliesId = useId();
  const n = thread.replies.length;
  return (
    <li className="py-4">
      <AdminComment comment={thread} editMode={editMode} onDelete={onDelete} />
      {n > 0 && (
        <div className="mt-1 ml-3 sm:ml-14">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={repliesId}
            onClick={() => setOpen((v) => !v)}
            className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-base text-primary-700 hover:bg-primary-50"
          >
            {open ? (
              <ChevronUp aria-hidden="true" className="size-5" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-5" />
            )}
            {open ? T.hideReplies : T.showReplies(n)}
          </button>
          {open && (
            <ul
              id={repliesId}
              aria-label={T.repliesLabel(thread.name)}
              className="mt-2 flex flex-col gap-4 border-slate-200 border-l-2 pl-3 sm:pl-5"
            >
              {thread.replies.map((reply) => (
                <li key={reply.id}>
                  <AdminComment comment={reply} editMode={editMode} onDelete={onDelete} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * Komentar: the count, every thread (newest first) with its replies shown or hidden per thread, and an
 * 'Edit' toggle that reveals a delete icon on each comment and reply; a deletion (soft: the comment
 * keeps its place as 'Komentar telah dihapus') asks first, then the list reloads.
 */
export function CommentsTab({ eventId }: { eventId: number }) {
  const toast = useToast();
  const headingId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [editMode, setEditMode] = useState(false);
  const [target, setTarget] = useState<CommentItem | null>(null);
  const comments = useQuery(commentsQueryOptions(eventId));
  const remove = useDeleteComment(eventId);
  const threads = comments.data?.datas ?? [];

  const confirmDelete = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        setTarget(null);
        toast.show({ type: 'success', title: T.deletedTitle, message: T.deletedMessage });
      },
      onError: (error) => {
        setTarget(null);
        toast.show({ type: 'error', title: T.deleteFailed, message: error.message });
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-3 border-slate-100 border-b p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={headingId} className="font-bold text-primary-900 text-xl">
            {T.title}
          </h2>
          {comments.isSuccess && (
            <span className="rounded-full bg-primary-100 px-3 py-0.5 font-semibold text-primary-800">
              {T.count(countComments(threads))}
            </span>
          )}
        </div>
        {threads.length > 0 && (
          <Button
            ref={toggleRef}
            variant={editMode ? 'primary' : 'secondary'}
            aria-pressed={editMode}
            onClick={() => setEditMode((v) => !v)}
          >
            <Pencil aria-hidden="true" className="size-5" />
            {T.edit}
          </Button>
        )}
      </div>
      {editMode && <p className="px-4 pt-3 text-base text-slate-700 sm:px-5">{T.editHint}</p>}

      <div className="px-4 sm:px-5">
        {comments.isPending ? (
          <div className="space-y-6 py-5">
            <p className="sr-only" role="status">
              {T.loading}
            </p>
            <SkeletonText lines={3} />
            <SkeletonText lines={2} />
          </div>
        ) : comments.isError ? (
          <div className="py-6 text-center">
            <p className="text-slate-700">{T.loadFailed}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void comments.refetch()}>
              {DETAIL_TEXT.retry}
            </Button>
          </div>
        ) : threads.length === 0 ? (
          <EmptyState icon={MessageCircle} title={T.empty} description={T.emptyHint} />
        ) : (
          <ul aria-label={T.listLabel} className="divide-y divide-slate-100">
            {threads.map((thread) => (
              <Thread key={thread.id} thread={thread} editMode={editMode} onDelete={setTarget} />
            ))}
          </ul>
        )}
      </div>

      <ConfirmDialog
        open={target !== null}
        status="danger"
        title={T.deleteDialog.title}
        message={T.deleteDialog.message}
        busy={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirmDelete}
        returnFocusRef={toggleRef}
      />
    </section>
  );
}
