import { Phone } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { SITE } from '../site.ts';
import { SiteLogo } from './site-logo.tsx';
import { FacebookIcon, InstagramIcon, WhatsappIcon, YoutubeIcon } from './social-icons.tsx';

const SOCIALS: { label: string; href: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { label: 'Instagram', href: SITE.socials.instagram, icon: InstagramIcon },
  { label: 'Facebook', href: SITE.socials.facebook, icon: FacebookIcon },
  { label: 'YouTube', href: SITE.socials.youtube, icon: YoutubeIcon },
  { label: 'WhatsApp', href: SITE.socials.whatsapp, icon: WhatsappIcon },
];

export const FOOTER_TEXT = {
  contact: 'Hubungi Kami',
  follow: 'Ikuti Kami',
  copyright: (year: number) => `© ${year} ${SITE.fullName}. Hak cipta dilindungi.`,
} as const;

/** Footer (docs/spec.md §2): who we are, the contact phone, social links and the copyright year. */
export function SiteFooter() {
  const heading = 'font-bold text-accent-300 text-sm uppercase tracking-wider';
  return (
    <footer className="mt-16 bg-primary-900 text-primary-100">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:grid-cols-[1.5fr_1fr]">
        <div>
          <SiteLogo tone="light" link={false} />
          <p className="mt-2 font-semibold text-white">{SITE.fullName}</p>
          <p className="mt-2 max-w-sm text-base text-primary-100">{SITE.tagline}</p>
        </div>
        <div>
          <h2 className={heading}>{FOOTER_TEXT.contact}</h2>
          <a
            href={SITE.phone.href}
            className="mt-3 inline-flex min-h-11 items-center gap-2.5 font-semibold text-lg text-white underline-offset-4 hover:underline"
          >
            <Phone aria-hidden="true" className="size-5 text-accent-300" />
            {SITE.phone.label}
          </a>
          <h2 className={`${heading} mt-6`}>{FOOTER_TEXT.follow}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {SOCIALS.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} ${SITE.name}`}
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors duration-150 hover:bg-accent-400 hover:text-primary-900"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-white/10 border-t">
        <p className="mx-auto w-full max-w-6xl px-4 py-5 text-primary-200 text-sm">
          {FOOTER_TEXT.copyright(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  );
}
