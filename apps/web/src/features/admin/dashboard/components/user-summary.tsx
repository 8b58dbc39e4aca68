import { Table2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useComparedUsers } from '#web/features/admin/dashboard/api/get-compared-users.ts';
import { formatCount, yearOptions } from '#web/features/admin/dashboard/dashboard-logic.ts';
import { DASHBOARD_TEXT as T } from '#web/features/admin/dashboard/dashboard-text.ts';
import { BlockError, Panel } from './panel.tsx';

/** Theme tokens primary-700 (active) and accent-400 (inactive); recharts needs the values, not classes. */
const ACTIVE_COLOR = '#283871';
const INACTIVE_COLOR = '#f5a623';

/**
 * 'Ringkasan Pengguna': active versus inactive members per month (Jan-Des) of one year, a year selector
 * (current year and the 4 before) and the same figures as a table behind 'Lihat tabel'.
 */
export function UserSummary() {
  const years = yearOptions();
  // docs/spec.md §9 names 2023 as the default year; the server only answers the current year and the 4
  // before, and a fixed year ages badly, so the current year is the default (2023 stays selectable while
  // it is in the window).
  const [year, setYear] = useState<number>(years[0] ?? new Date().getFullYear());
  const [showTable, setShowTable] = useState(false);
  const query = useComparedUsers(year);
  const selectId = useId();
  const tableId = useId();
  const data = query.data;
  const rows = data?.comparedUsers ?? [];
  const switching = query.isPlaceholderData;

  return (
    <Panel
      title={T.userSummary}
      actions={
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="font-medium text-base text-slate-700">
            {T.year}
          </label>
          <select
            id={selectId}
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-200"
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
      }
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-1 text-base text-slate-700">
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 rounded-sm bg-primary-700" />
            {T.active}
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 rounded-sm bg-accent-400" />
            {T.inactive}
          </li>
        </ul>
        {data && (
          <Button
            variant="ghost"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((v) => !v)}
          >
            <Table2 aria-hidden="true" className="size-5" />
            {showTable ? T.hideTable : T.showTable}
          </Button>
        )}
      </div>

      {query.isPending ? (
        <Skeleton className="h-72 w-full xl:h-[26rem]" />
      ) : query.isError && !data ? (
        <BlockError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div
          aria-busy={switching}
          className={switching ? 'opacity-60 transition-opacity' : 'transition-opacity'}
        >
          {query.isError && <BlockError error={query.error} onRetry={() => void query.refetch()} />}
          {/* On a phone the twelve months keep a readable width and the chart scrolls sideways (focusable,
              so it scrolls from the keyboard too); its figures are in the table. */}
          <section
            aria-label={T.chartAlt(data?.year ?? year)}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            className="-mx-1 overflow-x-auto rounded-md px-1 pb-1 focus-visible:outline-2 focus-visible:outline-primary-500"
          >
            <div aria-hidden="true" className="h-72 min-w-[36rem] xl:h-[26rem]">
              <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 576, height: 288 }}>
                <BarChart
                  accessibilityLayer={false}
                  data={rows}
                  margin={{ top: 8, right: 8, bottom: 0, left: -8 }}
                  barGap={2}
                >
                  <CartesianGrid vertical={false} stroke="#e2e8f0" />
                  <XAxis
                    dataKey="label"
                    tickLine={false}
                    axisLine={{ stroke: '#cbd5e1' }}
                    tick={{ fill: '#334155', fontSize: 14 }}
                  />
                  <YAxis
                    allowDecimals={false}
                    tickLine={false}
                    axisLine={false}
                    width={48}
                    tick={{ fill: '#334155', fontSize: 14 }}
                    tickFormatter={(v: number) => formatCount(v)}
                  />
                  <Tooltip
                    cursor={{ fill: '#eef1fa' }}
                    formatter={(value) =>
                      typeof value === 'number' ? formatCount(value) : String(value ?? '')
                    }
                    contentStyle={{ borderRadius: 8, borderColor: '#cbd5e1', fontSize: 15 }}
                    // Dark text for every line (the series' own colours are too light to read on white).
                    itemStyle={{ color: '#1e293b' }}
                  />
                  <Bar
                    dataKey="activeUser"
                    name={T.active}
                    fill={ACTIVE_COLOR}
                    radius={[4, 4, 0, 0]}
                    maxBarSize={22}
                  />
                  <Bar
                    dataKey="inactiveUser"
                    name={T.inactive}
                    fill={INACTIVE_COLOR}
                    radius={[4, 4, 0, 0]}
                    maxBarSize={22}
                  />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </section>
          {showTable && data && (
            <div id={tableId} className="mt-4 overflow-x-auto">
              <table className="w-full min-w-[20rem] text-left text-base">
                <caption className="mb-2 text-left font-semibold text-primary-900">
                  {T.tableCaption(data.year)}
                </caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {T.month}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      {T.active}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      {T.inactive}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.comparedUsers.map((m) => (
                    <tr key={m.month}>
                      <th scope="row" className="px-3 py-1.5 font-medium">
                        {m.label}
                      </th>
                      <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(m.activeUser)}</td>
                      <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(m.inactiveUser)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}
