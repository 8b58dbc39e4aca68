import { Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { SidePanel } from '#web/components/ui/side-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useImportUsers } from '#web/features/admin/users/api/import-users.ts';
import { ApiError } from '#web/lib/api.ts';
import { useFocusAfterRender } from '#web/lib/use-focus-after-render.ts';
import { ChosenFile, ImportDropZone } from './import-drop-zone.tsx';
import { ImportHistory } from './import-history.tsx';
import { FileProblem, ImportErrors, ImportPreview } from './import-preview.tsx';
import { IMPORT_TEXT as T } from './import-text.ts';
import { isExcelName, loadXlsx, readWorkbook, type SheetResult, templateWorkbook } from './read-sheet.ts';

/**
 * Import side panel (docs/spec.md §§2, 3, 5, 8; /admin/user). The admin picks or drops one Excel file;
 * its first sheet is read in the browser (SheetJS, loaded only now) and previewed; 'Simpan' asks for
 * confirmation and sends the rows. The server imports all or nothing; its row errors stay listed here
 * with the file, so the admin can fix the sheet and choose it again. `onImported` runs after success.
 * Before a file is chosen the panel shows the import history with 'Batalkan Import' (docs/decisions/014).
 */
export type ImportUsersPanelProps = {
  open: boolean;
  onClose: () => void;
  onImported: (count: number) => void;
};

export function ImportUsersPanel(props: ImportUsersPanelProps) {
  // Mounted only while open: every opening starts empty.
  if (!props.open) return null;
  return <OpenImportPanel {...props} />;
}

type Sheet = { state: 'reading' } | ({ state: 'read' } & SheetResult);

function OpenImportPanel({ onClose, onImported }: ImportUsersPanelProps) {
  const toast = useToast();
  const importing = useImportUsers();
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [errors, setErrors] = useState<{ path: string; message: string }[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [makingTemplate, setMakingTemplate] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorsRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const saveRef = useRef<HTMLButtonElement>(null);
  const readSeq = useRef(0);
  const busy = importing.isPending;

  const choose = async (chosen: File) => {
    const seq = ++readSeq.current;
    setFile(chosen);
    setErrors([]);
    if (!isExcelName(chosen.name)) {
      setSheet({ state: 'read', ok: false, problem: T.notExcel });
      return;
    }
    setSheet({ state: 'reading' });
    let result: SheetResult;
    try {
      const [xlsx, bytes] = await Promise.all([loadXlsx(), chosen.arrayBuffer()]);
      result = readWorkbook(xlsx, bytes);
    } catch {
      result = { ok: false, problem: T.unreadable };
    }
    // A file chosen meanwhile wins.
    if (seq === readSeq.current) setSheet({ state: 'read', ...result });
  };

  const remove = () => {
    readSeq.current += 1;
    setFile(null);
    setSheet(null);
    setErrors([]);
    inputRef.current?.focus();
  };

  const downloadTemplate = async () => {
    setMakingTemplate(true);
    try {
      const xlsx = await loadXlsx();
      xlsx.writeFile(templateWorkbook(xlsx), T.templateFile, { bookType: 'xlsx' });
    } catch {
      toast.show({ type: 'error', title: T.failedTitle, message: T.templateFailed });
    } finally {
      setMakingTemplate(false);
    }
  };

  const rows = sheet?.state === 'read' && sheet.ok ? sheet.rows : null;

  const save = () => {
    if (!rows) return;
    importing.mutate(
      { users: rows },
      {
        onSuccess: ({ imported }) => {
          setConfirming(false);
          toast.show({ type: 'success', title: T.successTitle, message: T.success });
          onImported(imported);
          onClose();
        },
        onError: (err) => {
          setConfirming(false);
          toast.show({ type: 'error', title: T.failedTitle, message: T.failed });
          const list = err instanceof ApiError && err.errors.length > 0 ? err.errors : [];
          setErrors(list.length > 0 ? list : [{ path: '', message: err.message }]);
          // Once the confirmation has closed and returned focus to 'Simpan': the list of problems.
          focusAfterRender(() => {
            errorsRef.current?.focus({ preventScroll: true });
            errorsRef.current?.scrollIntoView({ block: 'start' });
          });
        },
      },
    );
  };

  return (
    <SidePanel
      open
      title={T.title}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {T.cancel}
          </Button>
          <Button ref={saveRef} onClick={() => setConfirming(true)} disabled={!rows || busy} loading={busy}>
            {T.save}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {/* Once a file is chosen, phones keep the room for the preview or the errors. */}
        <p className={`text-base text-slate-700 ${file ? 'hidden sm:block' : ''}`}>{T.intro}</p>
        <Button
          variant="secondary"
          onClick={downloadTemplate}
          loading={makingTemplate}
          className="self-start"
        >
          <Download aria-hidden="true" className="size-5" />
          {T.template}
        </Button>
        <ImportDropZone
          onFile={(f) => void choose(f)}
          inputRef={inputRef}
          disabled={busy}
          compact={file !== null}
        />
        {file && <ChosenFile file={file} onRemove={remove} disabled={busy} />}
        {sheet?.state === 'reading' && (
          <p className="flex items-center gap-2 text-base text-slate-700" role="status">
            <Spinner />
            {T.reading}
          </p>
        )}
        {sheet?.state === 'read' && !sheet.ok && <FileProblem message={sheet.problem} />}
        {errors.length > 0 && <ImportErrors errors={errors} headingRef={errorsRef} />}
        {rows && <ImportPreview rows={rows} />}
        {rows && <p className="text-slate-600 text-sm">{T.passwordNote}</p>}
        {!file && <ImportHistory />}
      </div>
      <ConfirmDialog
        open={confirming}
        status="alert"
        title={T.confirmTitle}
        message={T.confirmMessage(rows?.length ?? 0)}
        busy={busy}
        onConfirm={save}
        onCancel={() => setConfirming(false)}
        returnFocusRef={saveRef}
      />
    </SidePanel>
  );
}
