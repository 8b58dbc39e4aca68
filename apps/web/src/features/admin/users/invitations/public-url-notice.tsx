import { Unlink } from 'lucide-react';
import { useMailStatus } from './api.ts';
import { INVITE_TEXT as T } from './invitation-text.ts';

/**
 * On the admin screens that send links (invitations, reset links, the join link): says clearly when the site's
 * public address is a loopback or private one, so a link sent by WhatsApp or e-mail would not open on a
 * member's phone (docs/decisions/022). Nothing when the address is public.
 */
export function PublicUrlNotice() {
  const status = useMailStatus();
  if (!status.data?.publicUrlLocal) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-card bg-red-50 p-4 text-base text-slate-900 ring-1 ring-red-200"
    >
      <Unlink aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
      <div>
        <p className="font-semibold">{T.localUrl.title}</p>
        <p className="mt-1 text-slate-800">{T.localUrl.body(status.data.publicUrl)}</p>
      </div>
    </div>
  );
}
