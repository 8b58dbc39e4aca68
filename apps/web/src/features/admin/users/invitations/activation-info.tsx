import { type UserListItemAdmin, whatsAppNumber } from '@alumni/contract';
import { Flower2, PhoneOff } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { useMailStatus } from './api.ts';
import { lastInvitedLabel, INVITE_TEXT as T } from './invitation-text.ts';
import { WhatsAppButton } from './whatsapp-button.tsx';

/**
 * A row's activation column on /admin/user (docs/decisions/014): 'Aktif', or 'Belum aktif' with when the member was last
 * invited and 'Kirim via WhatsApp' (or the flag that their number cannot be used for WhatsApp).
 */
export function ActivationInfo({ user, compact = false }: { user: UserListItemAdmin; compact?: boolean }) {
  const emailConfigured = useMailStatus().data?.configured;
  // 'In Memoriam' (docs/decisions/024): nothing is offered for an account of a classmate who has passed away.
  if (user.deceased)
    return (
      <span className="inline-flex items-center gap-1.5 text-slate-700 text-sm">
        <Flower2 aria-hidden="true" className="size-4 text-slate-500" />
        {T.deceased}
      </span>
    );
  if (user.active)
    return (
      <Badge color="green" dot>
        {T.activeLabel}
      </Badge>
    );
  const canWhatsApp = whatsAppNumber(user.phoneNumber) !== null;
  return (
    <div className="flex flex-col items-start gap-1.5">
      <Badge color="orange" dot>
        {T.inactive}
      </Badge>
      <span className="text-slate-700 text-sm">
        {lastInvitedLabel(user.lastInvitedAt, user.lastInvitationState, emailConfigured)}
      </span>
      {canWhatsApp ? (
        <WhatsAppButton userId={user.id} name={user.name} compact={compact} />
      ) : (
        <span title={T.noWhatsAppHint} className="inline-flex items-center gap-1.5 text-red-800 text-sm">
          <PhoneOff aria-hidden="true" className="size-4" />
          {T.noWhatsApp}
          <span className="sr-only">: {T.noWhatsAppHint}</span>
        </span>
      )}
    </div>
  );
}
