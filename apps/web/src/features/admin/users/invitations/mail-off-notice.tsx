import { MailWarning } from 'lucide-react';
import { useMailStatus } from './api.ts';
import { INVITE_TEXT as T } from './invitation-text.ts';

/** Says plainly, on the admin screens, that e-mail is not configured (docs/decisions/014); nothing when it is. */
export function MailOffNotice() {
  const status = useMailStatus();
  if (status.data?.configured !== false) return null;
  return (
    <div
      role="note"
      className="flex gap-3 rounded-card bg-accent-50 p-4 text-base text-slate-900 ring-1 ring-accent-200"
    >
      <MailWarning aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-700" />
      <div>
        <p className="font-semibold">{T.mailOff.title}</p>
        <p className="mt-1 text-slate-800">{T.mailOff.body}</p>
      </div>
    </div>
  );
}
