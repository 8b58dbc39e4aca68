import { whatsAppUrl } from '@alumni/contract';
import { LifeBuoy, MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useCommunity } from '#web/api/get-community.ts';
import { AUTH_TEXT } from '#web/features/auth/auth-text.ts';
import { paths } from '#web/lib/paths.ts';
import { AuthCard } from './auth-card.tsx';
import { TextLink } from './text-link.tsx';

const T = AUTH_TEXT.forgot.noMail;

/**
 * 'Lupa Password' when the site cannot send e-mail (docs/decisions/022): says that no mail went out, and sends
 * the member to the committee (its WhatsApp contact from the community settings, when set), who can send a
 * reset link by WhatsApp from the member's admin page.
 */
export function ForgotPasswordNoMail({
  email,
  committeeWhatsApp,
}: {
  email: string;
  committeeWhatsApp: string | null;
}) {
  const { community } = useCommunity();
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    statusRef.current?.focus();
  }, []);

  return (
    <AuthCard
      title={T.title}
      icon={<LifeBuoy className="size-7" aria-hidden="true" />}
      footer={<TextLink to={paths.login}>{AUTH_TEXT.forgot.back}</TextLink>}
    >
      <div ref={statusRef} tabIndex={-1} role="status" className="space-y-5 focus:outline-none">
        <p className="text-slate-800">
          {T.body[0]} <strong className="font-semibold break-all text-slate-900">{email}</strong>
          {T.body[1]}
        </p>
        <p className="rounded-lg border-l-4 border-accent-500 bg-accent-50 p-4 text-slate-900">{T.ask}</p>
        {committeeWhatsApp ? (
          <a
            href={whatsAppUrl(committeeWhatsApp, T.message(email, community.shortName))}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-green-700 px-4 font-semibold text-lg text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
          >
            <MessageCircle aria-hidden="true" className="size-6" />
            {T.contact(committeeWhatsApp)}
          </a>
        ) : (
          <p className="text-slate-800">{T.noContact}</p>
        )}
      </div>
    </AuthCard>
  );
}
