import type { Business, Education, SocialKey, Socials, WorkingExp } from '@alumni/contract';
import { SOCIAL_KEYS } from '@alumni/contract';
import { ExternalLink, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPeriod } from '#web/lib/profile-dates.ts';
import { PROFILE_TEXT } from './profile-text.ts';

/** A profile card with a heading; `empty` replaces the body when there is nothing to show. */
export function ProfileSection({
  title,
  icon,
  emptyText,
  isEmpty,
  children,
}: {
  title: string;
  icon: ReactNode;
  emptyText: string;
  isEmpty: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="rounded-card bg-white p-5 shadow-card sm:p-6">
      <h2 className="flex items-center gap-2 font-bold text-primary-900 text-xl">
        <span className="text-primary-600">{icon}</span>
        {title}
      </h2>
      <div className="mt-4">{isEmpty ? <EmptyLine text={emptyText} /> : children}</div>
    </section>
  );
}

export function EmptyLine({ text }: { text: string }) {
  return <p className="text-base text-slate-600 italic">{text}</p>;
}

/** Multi-line member text, shown as text (never HTML). */
function Description({ text }: { text: string | null }) {
  if (!text) return null;
  return <p className="mt-2 whitespace-pre-line break-words text-base text-slate-800">{text}</p>;
}

function Timeline({ children }: { children: ReactNode }) {
  return <ul className="divide-y divide-slate-200">{children}</ul>;
}

function Item({
  title,
  subtitle,
  address,
  period,
  description,
}: {
  title: string;
  subtitle?: ReactNode;
  address?: string | null;
  period: string;
  description: string | null;
}) {
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <h3 className="break-words font-semibold text-lg text-primary-900">{title}</h3>
      {subtitle && <div className="mt-1 text-base text-slate-700">{subtitle}</div>}
      {address && (
        <p className="mt-1 flex items-start gap-1.5 break-words text-base text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {address}
        </p>
      )}
      {period && <p className="mt-1 text-base text-slate-700">{period}</p>}
      <Description text={description} />
    </li>
  );
}

export function ExperienceList({ items, now }: { items: readonly WorkingExp[]; now?: Date }) {
  return (
    <Timeline>
      {items.map((exp) => {
        const title =
          exp.position && exp.name
            ? PROFILE_TEXT.atCompany(exp.position, exp.name)
            : (exp.position ?? exp.name ?? exp.jobTypeName ?? '-');
        return (
          <Item
            key={exp.id}
            title={title}
            subtitle={
              exp.jobTypeName && (
                <span className="inline-flex rounded-full bg-primary-50 px-3 py-0.5 font-medium text-primary-800 text-sm">
                  {exp.jobTypeName}
                </span>
              )
            }
            address={exp.address}
            period={formatPeriod(exp.startDate, exp.endDate, exp.currentlyWorking, now)}
            description={exp.description}
          />
        );
      })}
    </Timeline>
  );
}

export function BusinessList({ items, now }: { items: readonly Business[]; now?: Date }) {
  return (
    <Timeline>
      {items.map((b) => (
        <Item
          key={b.id}
          title={b.name ?? '-'}
          // 'Bidang usaha' (docs/decisions/027).
          subtitle={b.line ?? undefined}
          address={b.address}
          period={formatPeriod(b.startDate, b.endDate, b.currentlyWorking, now)}
          description={b.description}
        />
      ))}
    </Timeline>
  );
}

/** '3,50' (Indonesian decimal comma, two places). */
export function formatGpa(gpa: number): string {
  return gpa.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function EducationList({ items, now }: { items: readonly Education[]; now?: Date }) {
  return (
    <Timeline>
      {items.map((e) => {
        const degree = [e.title, e.studyMajor].filter(Boolean).join(' · ');
        const gpa = e.gpa === null ? '' : PROFILE_TEXT.gpa(formatGpa(e.gpa));
        const subtitle = [degree, gpa].filter(Boolean).join(' · ');
        return (
          <Item
            key={e.id}
            title={e.university ?? (degree || '-')}
            subtitle={subtitle || undefined}
            period={formatPeriod(e.startDate, e.endDate, false, now)}
            description={e.description}
          />
        );
      })}
    </Timeline>
  );
}

const SOCIAL_SITES: Record<SocialKey, { name: string; url: (handle: string) => string }> = {
  instagram: { name: 'Instagram', url: (h) => `https://www.instagram.com/${h}` },
  facebook: { name: 'Facebook', url: (h) => `https://www.facebook.com/${h}` },
  linkedin: { name: 'LinkedIn', url: (h) => `https://www.linkedin.com/in/${h}` },
  twitter: { name: 'Twitter / X', url: (h) => `https://x.com/${h}` },
  tiktok: { name: 'TikTok', url: (h) => `https://www.tiktok.com/@${h}` },
};

/** The link to a handle's page on its site; the handle is always URL-encoded. */
export function socialUrl(key: SocialKey, handle: string): string {
  return SOCIAL_SITES[key].url(encodeURIComponent(handle.trim().replace(/^@/, '')));
}

export function filledSocials(socials: Socials): [SocialKey, string][] {
  return SOCIAL_KEYS.flatMap((key) => {
    const handle = socials[key]?.trim();
    return handle ? [[key, handle] as [SocialKey, string]] : [];
  });
}

export function SocialLinks({ socials }: { socials: Socials }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {filledSocials(socials).map(([key, handle]) => (
        <li key={key}>
          <a
            href={socialUrl(key, handle)}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-4 py-2 text-base hover:border-primary-300 hover:bg-primary-50"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-primary-900">{SOCIAL_SITES[key].name}</span>
              <span className="block truncate text-primary-700">@{handle.replace(/^@/, '')}</span>
            </span>
            <ExternalLink aria-hidden="true" className="size-5 shrink-0 text-primary-600" />
          </a>
        </li>
      ))}
    </ul>
  );
}
