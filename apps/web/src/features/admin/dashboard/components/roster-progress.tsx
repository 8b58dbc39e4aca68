import { ROSTER_NO_CLASS, rosterProgressText } from '@alumni/contract';
import { Link } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useRosterProgress } from '#web/features/admin/dashboard/api/get-roster-progress.ts';
import { paths } from '#web/lib/paths.ts';
import { BlockError, Panel } from './panel.tsx';

const T = {
  title: 'Daftar Angkatan',
  open: 'Buka Daftar Angkatan',
  empty: "Daftar Angkatan masih kosong. Impor buku tahunan dari halaman 'Daftar Angkatan'.",
  legend: (registered: number, deceased: number) =>
    `${registered} sudah punya akun · ${deceased} telah berpulang`,
  perClass: 'Per kelas',
};

function Bar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-100"
    >
      <div className="h-full rounded-full bg-primary-600" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** The dashboard's roster block: found out of the whole class, and per class (docs/decisions/024). */
export function RosterProgressPanel() {
  const q = useRosterProgress();
  return (
    <Panel
      title={T.title}
      actions={
        <Link
          to={paths.admin.roster}
          className="min-h-11 content-center font-semibold text-primary-800 hover:underline"
        >
          {T.open}
        </Link>
      }
    >
      {q.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : q.isError ? (
        <BlockError error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.total === 0 ? (
        <p className="text-base text-slate-700">{T.empty}</p>
      ) : (
        <div className="space-y-4">
          <div>
            <p className="font-bold text-2xl text-primary-900" data-testid="dashboard-roster-progress">
              {rosterProgressText(q.data.found, q.data.total)}
            </p>
            <p className="mt-1 text-base text-slate-700">{T.legend(q.data.registered, q.data.deceased)}</p>
            <div className="mt-3">
              <Bar percent={q.data.percent} label={T.title} />
            </div>
          </div>
          <div>
            <h3 className="mb-2 font-semibold text-base text-slate-800">{T.perClass}</h3>
            <ul className="grid gap-3 sm:grid-cols-2">
              {q.data.classes.map((c) => (
                <li key={c.className}>
                  <div className="flex justify-between gap-2 text-base">
                    <span className="font-semibold text-slate-800">{c.className || ROSTER_NO_CLASS}</span>
                    <span className="text-slate-700">
                      {c.found}/{c.total} ({c.percent} %)
                    </span>
                  </div>
                  <Bar percent={c.percent} label={c.className} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </Panel>
  );
}
