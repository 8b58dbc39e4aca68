import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { commentsQueryOptions } from '#web/api/get-comments.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useSession } from '#web/lib/use-session.ts';
import { useCreateComment } from './api/create-comment.ts';
import { COMMENTS_TEXT } from './comments-text.ts';
import { CommentForm } from './components/comment-form.tsx';
import { CommentThread } from './components/comment-thread.tsx';
import { CommentsSkeleton } from './components/comments-skeleton.tsx';
import { useCommentAnchor } from './use-comment-anchor.ts';
import { useNow } from './use-now.ts';

const T = COMMENTS_TEXT;

/**
 * The comments of an event page, for signed-in members (docs/spec.md §§2, 4, 5, 6): a heading with the
 * count, the composer, and the threads (newest first) in an area at most 800 px tall (docs/spec.md §9).
 * Every change reloads the list.
 */
export function CommentsSection({ eventId }: { eventId: number }) {
  const me = useSession()?.user ?? null;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toast = useToast();
  const now = useNow();
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const comments = useQuery({ ...commentsQueryOptions(eventId), enabled: me !== null });
  const create = useCreateComment(eventId);
  const threads = comments.data?.datas ?? [];
  useCommentAnchor(comments.isSuccess);

  const myUsername = me?.username.toLowerCase() ?? null;
  const isOwn = useCallback(
    (username: string | null) => username !== null && username.toLowerCase() === myUsername,
    [myUsername],
  );

  if (!me) return null;

  const send = (content: string, parentCommentId?: number) =>
    create.mutateAsync(
      { content, parentCommentId },
      {
        onSuccess: () => {
          if (parentCommentId !== undefined) setReplyTo(null);
        },
        onError: (error) => toast.show({ type: 'error', title: T.errors.send, message: error.message }),
      },
    );

  const count = threads.reduce(
    (n, t) => n + (t.deleted ? 0 : 1) + t.replies.filter((r) => !r.deleted).length,
    0,
  );

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card bg-white px-4 py-5 shadow-card ring-1 ring-slate-900/5 sm:p-6"
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="flex flex-wrap items-baseline gap-x-2 font-bold text-2xl text-primary-900 outline-none"
      >
        {T.heading}
        {comments.isSuccess && (
          <span className="font-semibold text-base text-slate-600">({T.count(count)})</span>
        )}
      </h2>

      <div className="flex gap-3">
        <Avatar name={me.name} picture={me.picture} size="md" className="hidden sm:inline-flex" />
        <div className="min-w-0 flex-1">
          <CommentForm
            label={T.composerLabel}
            placeholder={T.composerPlaceholder}
            submitLabel={T.send}
            onSubmit={(content) => send(content)}
            resetOnSuccess
          />
        </div>
      </div>

      {comments.isPending ? (
        <CommentsSkeleton />
      ) : comments.isError ? (
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-base text-slate-700">{T.errors.load}</p>
          <Button variant="secondary" onClick={() => void comments.refetch()}>
            {T.errors.retry}
          </Button>
        </div>
      ) : threads.length === 0 ? (
        <EmptyState icon={MessageCircle} title={T.empty} description={T.emptyHint} className="py-8" />
      ) : (
        <section
          aria-label={T.listLabel}
          className="-mx-2 max-h-[800px] overflow-y-auto overscroll-contain px-2"
        >
          <ul className="divide-y divide-slate-100">
            {threads.map((thread) => (
              <CommentThread
                key={thread.id}
                thread={thread}
                eventId={eventId}
                isOwn={isOwn}
                now={now}
                replying={replyTo === thread.id}
                onToggleReply={() => setReplyTo((id) => (id === thread.id ? null : thread.id))}
                onReply={(content) => send(content, thread.id)}
                fallbackFocusRef={headingRef}
              />
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
