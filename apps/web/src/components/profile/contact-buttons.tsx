import { phoneHref, waHref, whatsAppNumber } from '@alumni/contract/constants';
import { MessageCircle, Phone } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button.tsx';

export const CONTACT_TEXT = {
  whatsApp: 'Chat WhatsApp',
  call: 'Telepon',
  whatsAppOf: (name: string) => `Chat WhatsApp dengan ${name}`,
  callOf: (name: string) => `Telepon ${name}`,
} as const;

/**
 * 'Chat WhatsApp' and 'Telepon' for a number its owner shared (docs/decisions/027-cari-teman-privacy.md):
 * WhatsApp only when the number is an Indonesian mobile number (wa.me wants 62…, contract's whatsAppNumber);
 * 'Telepon' always. Renders nothing without a number. Used by the public profile and 'Usaha Alumni'.
 */
export function ContactButtons({
  phone,
  name,
  size = 'md',
  className = '',
}: {
  phone: string | null | undefined;
  /** Whose number: named in the buttons' accessible labels when several cards show buttons. */
  name?: string;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const number = phone?.trim();
  if (!number) return null;
  const wa = whatsAppNumber(number);
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {wa && (
        <a
          href={waHref(wa)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={name ? CONTACT_TEXT.whatsAppOf(name) : undefined}
          className={buttonClasses({ variant: 'primary', size })}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {CONTACT_TEXT.whatsApp}
        </a>
      )}
      <a
        href={phoneHref(number)}
        aria-label={name ? CONTACT_TEXT.callOf(name) : undefined}
        className={buttonClasses({ variant: 'secondary', size })}
      >
        <Phone aria-hidden="true" className="size-5" />
        {CONTACT_TEXT.call}
      </a>
    </div>
  );
}
