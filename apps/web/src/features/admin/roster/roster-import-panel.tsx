import { checkRosterRows, ROSTER_IMPORT_COLUMNS, ROSTER_MSG } from '@alumni/contract';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { SidePanel } from '#web/components/ui/side-panel.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api.ts';
import {
  isExcelName,
  loadXlsx,
  ROSTER_SHEET_TEXT,
  type RosterSheetRow,
  readRosterWorkbook,
} from './read-roster-sheet.ts';
import { useImportRoster } from './roster-admin-api.ts';

const T = {
  title: 'Import Daftar Angkatan',
  intro: `Pilih file Excel buku tahunan. Baris pertama berisi judul kolom: ${ROSTER_IMPORT_COLUMNS.map((c) => c.title).join(', ')} (hanya 'Nama' yang wajib).`,
  choose: 'Pilih file Excel',
  template: 'Unduh Template',
  reading: 'Membaca file…',
  preview: (n: number) => `${n.toLocaleString('id-ID')} nama siap diimpor`,
  problems: 'Perbaiki baris berikut lalu pilih file lagi:',
  save: 'Simpan',
  cancel: 'Batal',
  success: 'Berhasil',
  failed: 'Terdapat kesalahan',
};

/** 'Import' (docs/decisions/024): the yearbook sheet read in the browser, checked, previewed, sent all or nothing. */
export function RosterImportPanel({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const importing = useImportRoster();
  const [rows, setRows] = useState<RosterSheetRow[] | null>(null);
  const [problems, setProblems] = useState<{ path: string; message: string }[]>([]);
  const [reading, setReading] = useState(false);
  const [fileName, setFileName] = useState('');

  const choose = async (file: File) => {
    setFileName(file.name);
    setRows(null);
    setProblems([]);
    if (!isExcelName(file.name)) {
      setProblems([{ path: '', message: ROSTER_SHEET_TEXT.notExcel }]);
      return;
    }
    setReading(true);
    try {
      const [xlsx, bytes] = await Promise.all([loadXlsx(), file.arrayBuffer()]);
      const sheet = readRosterWorkbook(xlsx, bytes);
      if (!sheet.ok) setProblems([{ path: '', message: sheet.problem }]);
      else {
        const { errors } = checkRosterRows(sheet.rows);
        if (errors.length > 0)
          setProblems(errors.map((e) => ({ path: `baris ${e.row}`, message: e.message })));
        else setRows(sheet.rows);
      }
    } catch {
      setProblems([{ path: '', message: ROSTER_SHEET_TEXT.unreadable }]);
    } finally {
      setReading(false);
    }
  };

  const template = async () => {
    const xlsx = await loadXlsx();
    const ws = xlsx.utils.aoa_to_sheet([
      ROSTER_IMPORT_COLUMNS.map((c) => c.title),
      ['Dewi Lestari', 'Dewi', 'IPA 2', 'SMA Negeri 3'],
    ]);
    const wb = xlsx.utils.book_new();
    xlsx.utils.book_append_sheet(wb, ws, 'Angkatan');
    xlsx.writeFile(wb, 'template-daftar-angkatan.xlsx', { bookType: 'xlsx' });
  };

  const save = () => {
    if (!rows) return;
    importing.mutate(rows, {
      onSuccess: ({ imported }) => {
        toast.show({ type: 'success', title: T.success, message: ROSTER_MSG.imported(imported) });
        onClose();
      },
      onError: (err) => {
        toast.show({ type: 'error', title: T.failed, message: err.message });
        setRows(null);
        setProblems(
          err instanceof ApiError && err.errors.length > 0
            ? err.errors
            : [{ path: '', message: err.message }],
        );
      },
    });
  };

  return (
    <SidePanel
      open
      title={T.title}
      onClose={() => {
        if (!importing.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={importing.isPending}>
            {T.cancel}
          </Button>
          <Button onClick={save} disabled={!rows} loading={importing.isPending}>
            {T.save}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-base text-slate-700">{T.intro}</p>
        <Button variant="secondary" className="self-start" onClick={() => void template()}>
          <Download aria-hidden="true" className="size-5" />
          {T.template}
        </Button>
        <label className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-primary-300 border-dashed bg-primary-50/40 p-4 text-center font-semibold text-primary-800 hover:bg-primary-50">
          <FileSpreadsheet aria-hidden="true" className="size-8" />
          {fileName || T.choose}
          <input
            type="file"
            className="sr-only"
            accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
            onChange={(e) => {
              const f = e.currentTarget.files?.[0];
              if (f) void choose(f);
              e.currentTarget.value = '';
            }}
          />
        </label>
        {reading && <p role="status">{T.reading}</p>}
        {problems.length > 0 && (
          <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
            <p className="font-semibold">{T.problems}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {problems.slice(0, 50).map((p) => (
                <li key={`${p.path}-${p.message}`}>{p.path ? `${p.path}: ${p.message}` : p.message}</li>
              ))}
            </ul>
          </div>
        )}
        {rows && (
          <div>
            <p className="font-semibold text-green-800" role="status">
              {T.preview(rows.length)}
            </p>
            <ul className="mt-2 max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200">
              {rows.slice(0, 100).map((r) => (
                <li key={r.row} className="flex justify-between gap-3 px-3 py-2 text-base">
                  <span className="break-words">{r.name}</span>
                  <span className="shrink-0 text-slate-600">{r.className || '-'}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </SidePanel>
  );
}
