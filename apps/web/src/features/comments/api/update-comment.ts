import type { CommentItem } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentsQueryOptions } from '#web/api/get-comments.ts';
import { api } from '#web/lib/api.ts';

/** PUT /api/v2/comment {eventId, id, content} (token): edits one's own comment. */
export function updateComment(body: { eventId: number; id: number; content: string }): Promise<CommentItem> {
  return api<CommentItem>('/api/v2/comment', { method: 'PUT', body });
}

export function useUpdateComment(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; content: string }) => updateComment({ eventId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsQueryOptions(eventId).queryKey }),
  });
}
