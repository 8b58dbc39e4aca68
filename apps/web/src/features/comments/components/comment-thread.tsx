import type { CommentThread as Thread } from '@alumni/contract';
import type { RefObject } from 'react';
import { COMMENTS_TEXT } from '#web/features/comments/comments-text.ts';
import { CommentCard } from './comment-card.tsx';
import { CommentForm } from './comment-form.tsx';

const T = COMMENTS_TEXT;

/** A top-level comment, its replies (oldest first, indented) and, when open, the inline reply form. */
export function CommentThread({
  thread,
  eventId,
  isOwn,
  now,
  replying,
  onToggleReply,
  onReply,
  fallbackFocusRef,
}: {
  thread: Thread;
  eventId: number;
  isOwn: (username: string | null) => boolean;
  now: Date;
  replying: boolean;
  onToggleReply: () => void;
  onReply: (content: string) => Promise<unknown>;
  fallbackFocusRef: RefObject<HTMLElement | null>;
}) {
  return (
    <li className="py-3">
      <CommentCard
        comment={thread}
        eventId={eventId}
        own={isOwn(thread.username)}
        now={now}
        // A deleted comment takes no replies (the server refuses them too).
        onReply={thread.deleted ? undefined : onToggleReply}
        replying={replying}
        fallbackFocusRef={fallbackFocusRef}
      />
      {(thread.replies.length > 0 || replying) && (
        <div className="mt-1 ml-7 border-slate-200 border-l-2 pl-3 sm:ml-8 sm:pl-5">
          {thread.replies.length > 0 && (
            <ul aria-label={T.replies(thread.replies.length)} className="flex flex-col gap-1">
              {thread.replies.map((reply) => (
                <li key={reply.id}>
                  <CommentCard
                    comment={reply}
                    eventId={eventId}
                    own={isOwn(reply.username)}
                    now={now}
                    fallbackFocusRef={fallbackFocusRef}
                  />
                </li>
              ))}
            </ul>
          )}
          {replying && (
            <div className="py-2">
              <CommentForm
                label={T.replyLabel(thread.name)}
                placeholder={T.replyPlaceholder}
                submitLabel={T.send}
                onSubmit={onReply}
                onCancel={onToggleReply}
                resetOnSuccess
                autoFocus
                rows={2}
              />
            </div>
          )}
        </div>
      )}
    </li>
  );
}
