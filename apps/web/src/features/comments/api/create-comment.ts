import type { CommentItem, CreateCommentInput } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentsQueryOptions } from '#web/api/get-comments.ts';
import { api } from '#web/lib/api.ts';

/** POST /api/v2/comment (token): a comment, or a reply when `parentCommentId` names a top-level one. */
export function createComment(body: CreateCommentInput): Promise<CommentItem> {
  return api<CommentItem>('/api/v2/comment', { method: 'POST', body });
}

/** After a change the list reloads (docs/spec.md §4). */
export function useCreateComment(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; parentCommentId?: number }) =>
      createComment({ eventId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsQueryOptions(eventId).queryKey }),
  });
}
