import { Clock, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { AUTH_TEXT } from '#web/features/auth/auth-text.ts';
import { paths } from '#web/lib/paths.ts';
import { AuthCard } from './auth-card.tsx';
import { TextLink } from './text-link.tsx';

const T = AUTH_TEXT.forgot;

/** After the request: explains plainly that the new password is not active until the emailed link is opened. */
export function ForgotPasswordSent({ email, onRetry }: { email: string; onRetry: () => void }) {
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    statusRef.current?.focus();
  }, []);

  return (
    <AuthCard
      title={T.sentTitle}
      icon={<MailCheck className="size-7" aria-hidden="true" />}
      footer={<TextLink to={paths.login}>{T.back}</TextLink>}
    >
      <div ref={statusRef} tabIndex={-1} role="status" className="space-y-5 focus:outline-none">
        <p className="text-slate-800">
          {T.sentBody[0]} <strong className="font-semibold break-all text-slate-900">{email}</strong>{' '}
          {T.sentBody[1]}
        </p>
        <div className="rounded-lg border-l-4 border-accent-500 bg-accent-50 p-4 text-slate-900">
          <p className="text-lg font-bold">{T.sentNoticeTitle}</p>
          <p className="mt-1">{T.sentNotice}</p>
          <p className="mt-3 flex items-start gap-2 text-slate-800">
            <Clock className="mt-1 size-5 shrink-0 text-accent-700" aria-hidden="true" />
            {T.sentValidity}
          </p>
        </div>
        <ol className="space-y-3">
          {T.sentSteps.map((s, i) => (
            <li key={s} className="flex items-start gap-3">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-800">
                {i + 1}
              </span>
              <span className="pt-0.5 text-slate-800">{s}</span>
            </li>
          ))}
        </ol>
      </div>
      <Button type="button" variant="ghost" fullWidth className="mt-6" onClick={onRetry}>
        {T.retry}
      </Button>
    </AuthCard>
  );
}
