import { CalendarDays, type LucideIcon, Sparkles, Users } from 'lucide-react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ABOUT_TEXT } from '#web/features/about/about-text.ts';
import { useStats } from '#web/features/about/api/get-stats.ts';
import { formatCount } from '#web/lib/numbers.ts';

const T = ABOUT_TEXT.stats;

const format = (n: number) => formatCount(n);

/** Members, events and 'Tahun Aktif' from GET /stats, with a skeleton while they load. */
export function CommunityStats() {
  const stats = useStats();
  const figures: { key: string; label: string; icon: LucideIcon; value: number | undefined }[] = [
    { key: 'members', label: T.members, icon: Users, value: stats.data?.members },
    { key: 'events', label: T.events, icon: CalendarDays, value: stats.data?.events },
    { key: 'years', label: T.yearsActive, icon: Sparkles, value: stats.data?.yearsActive },
  ];

  return (
    <section
      aria-labelledby="about-stats"
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-8"
    >
      <h2 id="about-stats" className="font-bold text-primary-900 text-xl sm:text-2xl">
        {T.title}
      </h2>
      {stats.isPending && (
        <p role="status" className="sr-only">
          {T.loading}
        </p>
      )}
      {stats.isError ? (
        <p className="mt-4 text-base text-slate-700">{T.failed}</p>
      ) : (
        <ul
          aria-busy={stats.isPending || undefined}
          className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-3 sm:gap-6"
        >
          {figures.map(({ key, label, icon: Icon, value }) => (
            <li
              key={key}
              data-testid={`stat-${key}`}
              className="flex items-center gap-4 rounded-card bg-primary-50 px-4 py-4 sm:flex-col sm:items-start sm:gap-3 sm:px-5 sm:py-5"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-accent-700 shadow-sm">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              {/* Read as '150 Anggota': the number first, then what it counts. */}
              <div className="flex flex-col">
                {value === undefined ? (
                  <Skeleton className="my-1 h-8 w-24" />
                ) : (
                  <span
                    data-testid="stat-value"
                    className="font-extrabold text-3xl text-primary-900 tracking-tight sm:text-4xl"
                  >
                    {format(value)}
                  </span>
                )}
                <span className="font-semibold text-base text-slate-700">{label}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
