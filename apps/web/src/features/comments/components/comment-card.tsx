import type { CommentItem } from '@alumni/contract';
import { Pencil, Reply, Trash2 } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDeleteComment } from '#web/api/delete-comment.ts';
import { CommentText } from '#web/components/comments/comment-text.tsx';
import { MemorialMark } from '#web/components/profile/memorial-mark.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useUpdateComment } from '#web/features/comments/api/update-comment.ts';
import { COMMENTS_TEXT } from '#web/features/comments/comments-text.ts';
import { formatDateTimeId, formatRelativeId } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';
import { CommentForm } from './comment-form.tsx';

const T = COMMENTS_TEXT;
const ACTION_BASE =
  'inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-base sm:gap-1.5 sm:px-2.5';
const ACTION = `${ACTION_BASE} text-primary-800 hover:bg-primary-50`;
const DANGER_ACTION = `${ACTION_BASE} text-red-700 hover:bg-red-50`;

/** The DOM id a notification's '#comment-{id}' link points at. */
export const commentAnchor = (id: number) => `comment-${id}`;

export interface CommentCardProps {
  comment: CommentItem;
  eventId: number;
  /** The signed-in member wrote it (docs/spec.md §6: matched by username). */
  own: boolean;
  now: Date;
  /** 'Balas' on top-level comments only; absent on replies. */
  onReply?: () => void;
  replying?: boolean;
  /** Where focus goes after this comment is deleted (its own buttons are gone then). */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * One comment: avatar, name (a link to the profile; 'Pengguna dihapus' for a deleted account, no link),
 * relative time, '(diedit)', the text, and its actions: 'Balas', and for one's own 'Ubah' (inline edit)
 * and 'Hapus' (confirmation). A deleted comment keeps its place in grey so its replies still read.
 */
export function CommentCard({
  comment,
  eventId,
  own,
  now,
  onReply,
  replying,
  fallbackFocusRef,
}: CommentCardProps) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateComment(eventId);
  const remove = useDeleteComment(eventId);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  // Focus goes back to 'Ubah' once the edit form has really gone (after React's commit, not a frame guess).
  const refocusEdit = useRef(false);
  useEffect(() => {
    if (!editing && refocusEdit.current) {
      refocusEdit.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);
  const closeEditor = () => {
    refocusEdit.current = true;
    setEditing(false);
  };
  const profile = comment.username ? paths.memberProfile(comment.username) : null;
  const mayChange = own && !comment.deleted;
  const nameId = `${commentAnchor(comment.id)}-name`;

  const save = (content: string) =>
    update.mutateAsync(
      { id: comment.id, content },
      {
        onSuccess: closeEditor,
        onError: (error) => toast.show({ type: 'error', title: T.errors.edit, message: error.message }),
      },
    );

  const confirmRemove = () =>
    remove.mutate(comment.id, {
      onSuccess: () => setConfirmDelete(false),
      onError: (error) => {
        setConfirmDelete(false);
        toast.show({ type: 'error', title: T.errors.delete, message: error.message });
      },
    });

  return (
    <article
      id={commentAnchor(comment.id)}
      tabIndex={-1}
      aria-labelledby={nameId}
      className="flex scroll-mt-24 gap-3 rounded-xl px-1 py-2 sm:p-2 outline-none transition-colors duration-200 focus-visible:ring-3 focus-visible:ring-primary-300 data-[highlight=true]:bg-accent-50 data-[highlight=true]:ring-2 data-[highlight=true]:ring-accent-300"
    >
      {profile ? (
        <Link to={profile} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar name={comment.name} picture={comment.userImageUrl} size="md" />
        </Link>
      ) : (
        <Avatar name={comment.name} picture={null} size="md" />
      )}
      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          {profile ? (
            <Link
              id={nameId}
              to={profile}
              className="font-bold text-primary-900 text-base hover:underline sm:text-[17px]"
            >
              {comment.name}
            </Link>
          ) : (
            <span id={nameId} className="font-bold text-base text-slate-700 sm:text-[17px]">
              {comment.name}
            </span>
          )}
          {comment.deceased && comment.username && (
            <MemorialMark name={comment.name} username={comment.username} />
          )}
          <time
            dateTime={comment.time}
            title={formatDateTimeId(comment.time)}
            className="text-base text-slate-600"
          >
            {formatRelativeId(comment.time, now)}
          </time>
          {comment.edited && !comment.deleted && <span className="text-base text-slate-600">{T.edited}</span>}
        </header>

        {comment.deleted ? (
          <p className="mt-1 text-base text-slate-600 italic">{T.deleted}</p>
        ) : editing ? (
          <div className="mt-2">
            <CommentForm
              label={T.editLabel}
              submitLabel={T.save}
              initialValue={comment.content}
              onSubmit={save}
              onCancel={closeEditor}
              autoFocus
            />
          </div>
        ) : (
          <div className="mt-1">
            <CommentText text={comment.content} />
          </div>
        )}

        {!comment.deleted && !editing && (onReply || mayChange) && (
          <div className="-ml-2 mt-1 flex flex-wrap gap-0.5 sm:-ml-2.5 sm:gap-1">
            {onReply && (
              <button type="button" className={ACTION} onClick={onReply} aria-expanded={replying}>
                <Reply aria-hidden="true" className="size-5" />
                {T.reply}
              </button>
            )}
            {mayChange && (
              <>
                <button ref={editButtonRef} type="button" className={ACTION} onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" className="size-5" />
                  {T.edit}
                </button>
                <button type="button" className={DANGER_ACTION} onClick={() => setConfirmDelete(true)}>
                  <Trash2 aria-hidden="true" className="size-5" />
                  {T.delete}
                </button>
              </>
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        status="danger"
        title={T.deleteDialog.title}
        message={T.deleteDialog.message}
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={confirmRemove}
        returnFocusRef={fallbackFocusRef}
      />
    </article>
  );
}
