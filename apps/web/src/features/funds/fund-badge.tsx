import type { MyPayment, PaymentStatus } from '@alumni/contract';
import { formatRupiah, PAYMENT_STATUS_LABEL } from '@alumni/contract/constants';
import { Badge, type BadgeColor } from '#web/components/ui/badge.tsx';
import { FUND_TEXT as T } from './funds-text.ts';

const STATUS_COLOR: Record<PaymentStatus, BadgeColor> = {
  PENDING: 'yellow',
  VERIFIED: 'green',
  REJECTED: 'red',
};

/** The member's state in a fund: 'Belum bayar', 'Menunggu transfer', 'Menunggu verifikasi', 'Lunas', 'Ditolak'. */
export function PaymentBadge({ my }: { my: MyPayment | null }) {
  if (!my) return <Badge color="grey">{T.notPaid}</Badge>;
  if (my.status === 'PENDING' && !my.proofUrl)
    return (
      <Badge color="orange" dot>
        {T.waitingTransfer}
      </Badge>
    );
  return (
    <Badge color={STATUS_COLOR[my.status]} dot>
      {PAYMENT_STATUS_LABEL[my.status]}
    </Badge>
  );
}

export const rupiah = formatRupiah;
