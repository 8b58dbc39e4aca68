import type { ActivityLogItem } from '@alumni/contract';
import { LOG_TEXT as T } from '#web/features/admin/log/log-text.ts';
import { ModuleBadge } from './module-badge.tsx';
import { ValueLines } from './value-lines.tsx';

const TH =
  'sticky top-0 z-10 bg-slate-50 px-3 py-3 text-left font-semibold text-slate-700 text-sm uppercase tracking-wide shadow-[inset_0_-1px_0_var(--color-slate-200)]';

function When({ item }: { item: ActivityLogItem }) {
  return (
    <>
      <span className="block whitespace-nowrap font-medium text-slate-900">{item.actionDate}</span>
      <span className="block text-slate-600 text-sm">{item.time} WIB</span>
    </>
  );
}

/** Desktop: a dense table whose header stays in view while the rows scroll. */
export function LogTable({ rows }: { rows: ActivityLogItem[] }) {
  return (
    // A scrollable region must be reachable by keyboard (the sticky header scrolls with the arrow keys).
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard-scrollable region needs focus
      tabIndex={0}
      aria-label={T.title}
      className="max-h-[calc(100dvh-16rem)] overflow-auto rounded-card bg-white shadow-card ring-1 ring-slate-200 outline-none focus-visible:ring-3 focus-visible:ring-primary-300"
    >
      {/* Fixed layout: long values wrap inside their column instead of widening the table past the screen. */}
      <table className="w-full table-fixed border-separate border-spacing-0 text-base">
        <thead>
          <tr>
            <th scope="col" className={`${TH} w-[16%]`}>
              {T.columns.userName}
            </th>
            <th scope="col" className={`${TH} w-[12%]`}>
              {T.columns.module}
            </th>
            <th scope="col" className={`${TH} w-[18%]`}>
              {T.columns.action}
            </th>
            <th scope="col" className={`${TH} w-[14%]`}>
              {T.columns.date}
            </th>
            <th scope="col" className={`${TH} w-[20%]`}>
              {T.columns.oldValue}
            </th>
            <th scope="col" className={`${TH} w-[20%]`}>
              {T.columns.newValue}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <tr key={item.id} className="align-top even:bg-slate-50/60 hover:bg-primary-50/50">
              <td className="border-slate-100 border-b px-3 py-3 font-semibold text-slate-900 break-words">
                {item.userName}
              </td>
              <td className="border-slate-100 border-b px-3 py-3">
                <ModuleBadge module={item.module} />
              </td>
              <td className="border-slate-100 border-b px-3 py-3">
                <span className="block font-semibold text-slate-900">{item.action}</span>
                <span className="block text-slate-700 text-sm [overflow-wrap:anywhere]">
                  {item.activityInfo}
                </span>
              </td>
              <td className="border-slate-100 border-b px-3 py-3">
                <When item={item} />
              </td>
              <td className="border-slate-100 border-b px-3 py-3 text-sm">
                <ValueLines value={item.oldValue} />
              </td>
              <td className="border-slate-100 border-b px-3 py-3 text-sm">
                <ValueLines value={item.newValue} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Phones: one card per row, the same six fields stacked. */
export function LogCards({ rows }: { rows: ActivityLogItem[] }) {
  return (
    <ul className="space-y-3">
      {rows.map((item) => (
        <li key={item.id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="break-words font-semibold text-slate-900">{item.userName}</p>
              <p className="break-words text-slate-700">{item.activityInfo}</p>
            </div>
            <ModuleBadge module={item.module} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-base">
            <dt className="font-semibold text-slate-600">{T.columns.action}</dt>
            <dd className="text-slate-900">{item.action}</dd>
            <dt className="font-semibold text-slate-600">{T.columns.date}</dt>
            <dd className="text-slate-900">
              {item.actionDate} · {item.time} WIB
            </dd>
            <dt className="font-semibold text-slate-600">{T.columns.oldValue}</dt>
            <dd className="min-w-0">
              <ValueLines value={item.oldValue} />
            </dd>
            <dt className="font-semibold text-slate-600">{T.columns.newValue}</dt>
            <dd className="min-w-0">
              <ValueLines value={item.newValue} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
