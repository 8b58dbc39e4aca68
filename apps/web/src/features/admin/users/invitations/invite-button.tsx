import type { UserListItemAdmin } from '@alumni/contract';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { countInactive, useMailStatus, useSendInvitations } from './api.ts';
import {
  type InviteTarget,
  inviteQuestion,
  inviteResult,
  inviteResultTitle,
  inviteTarget,
  INVITE_TEXT as T,
} from './invitation-text.ts';

/**
 * 'Kirim Undangan' (docs/decisions/014): to the selected members, or, with none selected, to every not-yet-active
 * member the list shows, after a confirmation that says how many. Active members are never mailed.
 */
export function InviteButton({
  rows,
  selectedIds,
  search,
  onSent,
}: {
  rows: readonly UserListItemAdmin[];
  selectedIds: readonly number[];
  search: string;
  onSent?: () => void;
}) {
  const toast = useToast();
  const send = useSendInvitations();
  // Until the status is known the dialog assumes e-mail works; the server's answer decides the toast.
  const emailConfigured = useMailStatus().data?.configured !== false;
  const [counting, setCounting] = useState(false);
  const [ask, setAsk] = useState<{ target: InviteTarget; count: number } | null>(null);

  const start = async () => {
    const target = inviteTarget(rows, selectedIds, search);
    let count: number;
    if (target.kind === 'selected') count = target.inactive;
    else {
      setCounting(true);
      try {
        count = await countInactive(target.search);
      } catch (err) {
        toast.show({ type: 'error', title: T.failedTitle, message: (err as Error).message });
        return;
      } finally {
        setCounting(false);
      }
    }
    if (count === 0) {
      toast.show({ type: 'error', title: T.nobodyTitle, message: T.nobody });
      return;
    }
    setAsk({ target, count });
  };

  const confirm = () => {
    if (!ask) return;
    const body =
      ask.target.kind === 'selected'
        ? { userIds: ask.target.userIds }
        : { all: true as const, username: ask.target.search || undefined };
    send.mutate(body, {
      onSuccess: (res) => {
        setAsk(null);
        onSent?.();
        toast.show({
          type: res.emailConfigured ? 'success' : 'error',
          title: inviteResultTitle(res.emailConfigured),
          message: inviteResult(res),
        });
      },
      onError: (err) => {
        setAsk(null);
        toast.show({ type: 'error', title: T.failedTitle, message: err.message });
      },
    });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void start()} disabled={counting || send.isPending}>
        <Send aria-hidden="true" className="size-5" />
        {counting ? T.counting : T.send}
      </Button>
      <ConfirmDialog
        open={ask !== null}
        status="alert"
        title={T.sendTitle}
        message={ask ? inviteQuestion(ask.target, ask.count, emailConfigured) : ''}
        confirmLabel={emailConfigured ? T.confirmSend : T.confirmQueue}
        busy={send.isPending}
        onCancel={() => setAsk(null)}
        onConfirm={confirm}
      />
    </>
  );
}
