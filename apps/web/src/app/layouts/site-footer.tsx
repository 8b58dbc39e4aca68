import type { Community } from '@alumni/contract';
import { formatPhoneNumber, telHref, waHref } from '@alumni/contract/constants';
import { Globe, Mail, Phone } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { useCommunity } from '#web/api/get-community.ts';
import { SiteLogo } from './site-logo.tsx';
import { FacebookIcon, InstagramIcon, WhatsappIcon, YoutubeIcon } from './social-icons.tsx';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** The community's social links that are set (community settings, docs/decisions/021). */
function socialsOf(c: Community): { label: string; href: string; icon: Icon }[] {
  const all: { label: string; href: string | null; icon: Icon }[] = [
    { label: 'Instagram', href: c.instagram, icon: InstagramIcon },
    { label: 'Facebook', href: c.facebook, icon: FacebookIcon },
    { label: 'YouTube', href: c.youtube, icon: YoutubeIcon },
    { label: 'WhatsApp', href: c.whatsapp ? waHref(c.whatsapp) : null, icon: WhatsappIcon },
    { label: 'Situs web', href: c.website, icon: Globe },
  ];
  return all.filter((s): s is { label: string; href: string; icon: Icon } => Boolean(s.href));
}

export const FOOTER_TEXT = {
  contact: 'Hubungi Kami',
  follow: 'Ikuti Kami',
  copyright: (year: number, name: string) => `© ${year} ${name}. Hak cipta dilindungi.`,
} as const;

/** Footer (docs/spec.md §2): who we are, the contact phone, social links and the copyright year. */
export function SiteFooter() {
  const { community } = useCommunity();
  const socials = socialsOf(community);
  const heading = 'font-bold text-accent-300 text-sm uppercase tracking-wider';
  return (
    <footer className="mt-16 bg-primary-900 text-primary-100">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:grid-cols-[1.5fr_1fr]">
        <div>
          <SiteLogo tone="light" link={false} />
          <p className="mt-2 font-semibold text-white">{community.name}</p>
          {community.tagline && (
            <p className="mt-2 max-w-sm text-base text-primary-100">{community.tagline}</p>
          )}
        </div>
        <div>
          {(community.phone || community.email) && (
            <h2 className={`${heading} mb-3`}>{FOOTER_TEXT.contact}</h2>
          )}
          {community.phone && (
            <a
              href={telHref(community.phone)}
              className="inline-flex min-h-11 items-center gap-2.5 font-semibold text-lg text-white underline-offset-4 hover:underline"
            >
              <Phone aria-hidden="true" className="size-5 text-accent-300" />
              {formatPhoneNumber(community.phone)}
            </a>
          )}
          {community.email && (
            <a
              href={`mailto:${community.email}`}
              className="flex min-h-11 items-center gap-2.5 break-all text-base text-white underline-offset-4 hover:underline"
            >
              <Mail aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
              {community.email}
            </a>
          )}
          {socials.length > 0 && <h2 className={`${heading} mt-6`}>{FOOTER_TEXT.follow}</h2>}
          <ul className="mt-3 flex flex-wrap gap-2">
            {socials.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} ${community.shortName}`}
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
          {FOOTER_TEXT.copyright(new Date().getFullYear(), community.name)}
        </p>
      </div>
    </footer>
  );
}
