import type { OutboxStatus, UserDeliveries } from '@alumni/contract';
import { Send } from 'lucide-react';
import { Badge, type BadgeColor } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { formatDateTimeId } from '#web/lib/dates.ts';
import { useSendInvitations, useUserDeliveries } from './api.ts';
import { INVITE_TEXT, inviteResult, inviteResultTitle, mailStatusLabel } from './invitation-text.ts';
import { MailOffNotice } from './mail-off-notice.tsx';
import { PublicUrlNotice } from './public-url-notice.tsx';
import { WhatsAppButton } from './whatsapp-button.tsx';

const T = INVITE_TEXT.deliveries;
const when = (iso: string) => formatDateTimeId(iso) || iso;
const STATUS_COLOR: Record<OutboxStatus, BadgeColor> = { queued: 'yellow', sent: 'green', failed: 'red' };

/**
 * 'Undangan & Email' on the user detail page (docs/decisions/014): whether the member is active, their invitations
 * (e-mail or WhatsApp, used or still valid) and their mails with the outbox status (antre, terkirim,
 * gagal + reason); for a member not yet active, 'Kirim Undangan' and 'Kirim via WhatsApp'; for an active one,
 * 'Kirim tautan atur ulang via WhatsApp' (docs/decisions/022).
 */
export function DeliveriesSection({ userId, name }: { userId: number; name: string }) {
  const query = useUserDeliveries(userId);
  return (
    <section
      aria-labelledby="deliveries-title"
      className="space-y-4 rounded-card bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="deliveries-title" className="font-bold text-primary-900 text-xl">
        {T.title}
      </h2>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p className="text-red-800">{T.loadError}</p>
      ) : (
        <DeliveriesBody data={query.data} userId={userId} name={name} />
      )}
    </section>
  );
}

function DeliveriesBody({ data, userId, name }: { data: UserDeliveries; userId: number; name: string }) {
  const toast = useToast();
  const send = useSendInvitations();
  const now = new Date().toISOString();

  const invite = () =>
    send.mutate(
      { userIds: [userId] },
      {
        onSuccess: (res) =>
          toast.show({
            type: res.emailConfigured ? 'success' : 'error',
            title: inviteResultTitle(res.emailConfigured),
            message: inviteResult(res),
          }),
        onError: (err) => toast.show({ type: 'error', title: INVITE_TEXT.failedTitle, message: err.message }),
      },
    );

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold text-slate-800">{T.status}:</span>
        <Badge color={data.active ? 'green' : 'orange'} dot>
          {data.active ? INVITE_TEXT.activeLabel : INVITE_TEXT.inactive}
        </Badge>
      </div>
      <PublicUrlNotice />
      {data.active && (
        <div className="space-y-2">
          <p className="text-base text-slate-700">{INVITE_TEXT.resetWhatsApp.hint}</p>
          {data.whatsApp ? (
            <WhatsAppButton userId={userId} name={name} kind="reset" />
          ) : (
            <p className="text-red-800 text-sm">
              {INVITE_TEXT.noWhatsApp}: {INVITE_TEXT.noWhatsAppHint}
            </p>
          )}
        </div>
      )}
      {!data.active && (
        <>
          <MailOffNotice />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={invite} disabled={send.isPending}>
              <Send aria-hidden="true" className="size-5" />
              {INVITE_TEXT.send}
            </Button>
            {data.whatsApp ? (
              <WhatsAppButton userId={userId} name={name} />
            ) : (
              <p className="self-center text-red-800 text-sm">
                {INVITE_TEXT.noWhatsApp}: {INVITE_TEXT.noWhatsAppHint}
              </p>
            )}
          </div>
        </>
      )}

      <div>
        <h3 className="font-semibold text-lg text-slate-900">{T.invitations}</h3>
        {data.invitations.length === 0 ? (
          <p className="mt-1 text-slate-700">{T.noInvitations}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {data.invitations.map((i) => (
              <li key={i.id} className="text-base text-slate-800">
                <span className="font-semibold">{T.channel[i.channel]}</span>, {when(i.createdDate)} —{' '}
                {T.invitationState(i.usedDate ? when(i.usedDate) : null, i.expiresDate <= now)}
                {!i.usedDate && i.expiresDate > now && ` (${T.validUntil(when(i.expiresDate))})`}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div>
        <h3 className="font-semibold text-lg text-slate-900">{T.mails}</h3>
        {data.mails.length === 0 ? (
          <p className="mt-1 text-slate-700">{T.noMails}</p>
        ) : (
          <ul className="mt-2 space-y-3" data-testid="user-mails">
            {data.mails.map((m) => (
              <li key={m.id} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge color={STATUS_COLOR[m.status]}>
                    {mailStatusLabel(m.status, data.emailConfigured)}
                  </Badge>
                  <span className="font-semibold text-slate-900">{T.kinds[m.kind] ?? m.subject}</span>
                </div>
                <p className="mt-1 text-slate-700 text-sm">
                  {when(m.sentDate ?? m.createdDate)}
                  {m.attempts > 0 && ` · ${T.attempts(m.attempts)}`}
                </p>
                {m.lastError && m.status !== 'sent' && (
                  <p className="mt-1 break-words text-red-800 text-sm">{m.lastError}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
