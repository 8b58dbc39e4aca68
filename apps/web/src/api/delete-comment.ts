import type { CommentItem } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { commentsQueryOptions } from './get-comments.ts';

/**
 * PUT /api/v2/comment {eventId, id, deleted: true} (token): soft-deletes one's own comment, or (as an
 * admin) anyone's. The spec's client adds a placeholder content; the server ignores it, so none is sent.
 */
export function deleteComment(body: { eventId: number; id: number }): Promise<CommentItem> {
  return api<CommentItem>('/api/v2/comment', { method: 'PUT', body: { ...body, deleted: true } });
}

export function useDeleteComment(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteComment({ eventId, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsQueryOptions(eventId).queryKey }),
  });
}
