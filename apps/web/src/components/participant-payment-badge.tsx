import type { ParticipantPaymentState } from '@alumni/contract';
import { PARTICIPANT_PAYMENT_LABEL } from '@alumni/contract/constants';
import { Badge, type BadgeColor } from '#web/components/ui/badge.tsx';

const COLOR: Record<ParticipantPaymentState, BadgeColor> = {
  VERIFIED: 'green',
  PENDING: 'yellow',
  NONE: 'grey',
};

/**
 * A participant's payment of the event's fee on the committee's participant list and at check-in
 * (docs/decisions/028): 'Lunas', 'Menunggu verifikasi', 'Belum bayar'; nothing when the event has no fee.
 */
export function ParticipantPaymentBadge({
  payment,
}: {
  payment: ParticipantPaymentState | null | undefined;
}) {
  if (!payment) return null;
  return (
    <Badge color={COLOR[payment]} dot>
      {PARTICIPANT_PAYMENT_LABEL[payment]}
    </Badge>
  );
}
