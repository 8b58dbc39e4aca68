import { Fragment, type ReactNode } from 'react';
import { ADMIN_LIST_TEXT as L } from './admin-list-text.ts';
import { SelectCheckbox } from './select-checkbox.tsx';
import type { PageSelection } from './use-page-selection.ts';

/** What the admin tables and cards need of a row: its id, and the name its checkbox is read as. */
interface RowsShell<R extends { id: number }> {
  rows: readonly R[];
  selection: PageSelection;
  /** 'Pilih {name}' for screen readers. */
  rowName: (row: R) => string;
  /** A row that may not be picked: its checkbox is disabled and read as the returned label instead. */
  locked?: (row: R) => string | undefined;
}

function RowCheckbox<R extends { id: number }>({
  row,
  selection,
  rowName,
  locked,
}: { row: R } & Omit<RowsShell<R>, 'rows'>) {
  const lockedLabel = locked?.(row);
  return (
    <SelectCheckbox
      checked={selection.isSelected(row.id)}
      disabled={lockedLabel !== undefined}
      onChange={() => selection.toggle(row.id)}
      label={lockedLabel ?? L.selectRow(rowName(row))}
    />
  );
}

/** One column of a SelectableTable. `header` also keys the column, so it is unique within a table. */
export interface TableColumn<R> {
  header: string;
  /** The header is for screen readers only (the detail-link column). */
  hideHeader?: boolean;
  /** Classes added to the header cell. */
  headerClass?: string;
  /** Classes added to each body cell. */
  cellClass?: string;
  cell: (row: R) => ReactNode;
}

const TH = 'whitespace-nowrap bg-slate-50 py-3 text-left font-semibold text-slate-700 text-sm';
const TD = 'border-slate-100 border-t py-2';
const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/**
 * Desktop: an admin table with a checkbox column first (select-all in its header) and a tinted row while
 * selected. `dense` (many columns beside the sidebar): narrower cells, text at the top of each cell.
 */
export function SelectableTable<R extends { id: number }>({
  rows,
  selection,
  rowName,
  locked,
  columns,
  dense = false,
}: RowsShell<R> & { columns: readonly TableColumn<R>[]; dense?: boolean }) {
  const th = `${TH} ${dense ? 'px-2' : 'px-2.5'}`;
  const td = `${TD} ${dense ? 'px-2 align-top' : 'px-2.5'}`;
  return (
    <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-slate-200">
      <table className="w-full border-separate border-spacing-0 text-[15px]">
        <thead>
          <tr>
            <th scope="col" className={`${th} w-12`}>
              <SelectCheckbox
                checked={selection.allState === 'all'}
                indeterminate={selection.allState === 'some'}
                onChange={selection.toggleAll}
                label={L.selectAll}
              />
            </th>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={withClass(th, c.headerClass)}>
                {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={selection.isSelected(row.id) ? 'bg-primary-50' : 'hover:bg-slate-50'}>
              <td className={withClass(td, dense ? 'py-1' : undefined)}>
                <RowCheckbox row={row} selection={selection} rowName={rowName} locked={locked} />
              </td>
              {columns.map((c) => (
                <td key={c.header} className={withClass(td, c.cellClass)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A label/value line of a card; `wrap` lets a long value break anywhere (names, addresses). */
export interface CardField {
  label: string;
  value: ReactNode;
  wrap?: boolean;
}

/** A card's parts around its checkbox. */
export interface CardParts {
  /** Beside the checkbox: the row's name and what goes with it. */
  head: ReactNode;
  /** Under the head, indented to the head's edge. */
  fields: readonly CardField[];
  /** Last: the detail link and the like. */
  foot: ReactNode;
}

/** Phones: a card per row with the same checkbox as the table, tinted while selected. */
export function SelectableCards<R extends { id: number }>({
  rows,
  selection,
  rowName,
  locked,
  card,
}: RowsShell<R> & { card: (row: R) => CardParts }) {
  return (
    <ul className="space-y-3">
      {rows.map((row) => {
        const { head, fields, foot } = card(row);
        return (
          <li
            key={row.id}
            className={`rounded-card p-3 shadow-card ring-1 ${
              selection.isSelected(row.id) ? 'bg-primary-50 ring-primary-300' : 'bg-white ring-slate-200'
            }`}
          >
            <div className="flex items-start gap-1">
              <RowCheckbox row={row} selection={selection} rowName={rowName} locked={locked} />
              {head}
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 pl-12 text-base">
              {fields.map((f) => (
                <Fragment key={f.label}>
                  <dt className="font-semibold text-slate-600">{f.label}</dt>
                  <dd className={f.wrap ? 'min-w-0 break-words text-slate-900' : 'text-slate-900'}>
                    {f.value}
                  </dd>
                </Fragment>
              ))}
            </dl>
            {foot}
          </li>
        );
      })}
    </ul>
  );
}
