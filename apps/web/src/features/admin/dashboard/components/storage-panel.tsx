import { HardDrive } from 'lucide-react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useStorage } from '#web/features/admin/dashboard/api/get-storage.ts';
import { formatBytes } from '#web/features/admin/dashboard/dashboard-logic.ts';
import { DASHBOARD_TEXT as T } from '#web/features/admin/dashboard/dashboard-text.ts';
import { BlockError, Panel } from './panel.tsx';

/**
 * 'Penyimpanan Gambar': what the uploaded pictures (and their narrower copies) take on the disk or in the
 * bucket, and the uploads of the last 24 hours (docs/decisions/020, "Uploads").
 */
export function StoragePanel() {
  const query = useStorage();
  return (
    <Panel title={T.storage.title}>
      {query.isPending ? (
        <Skeleton className="h-16" />
      ) : query.isError ? (
        <BlockError error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-50 text-primary-700">
            <HardDrive aria-hidden="true" className="size-6" />
          </span>
          <dl className="grid flex-1 gap-x-6 gap-y-2 sm:grid-cols-2">
            <div>
              <dt className="text-slate-700">{T.storage.used}</dt>
              <dd className="font-bold text-2xl text-primary-900">{formatBytes(query.data.bytes)}</dd>
              <dd className="text-slate-700">{T.storage.files(query.data.files)}</dd>
            </div>
            <div>
              <dt className="text-slate-700">{T.storage.lastDay}</dt>
              <dd className="font-bold text-2xl text-primary-900">{formatBytes(query.data.bytesLastDay)}</dd>
              <dd className="text-slate-700">{T.storage.uploads(query.data.uploadsLastDay)}</dd>
            </div>
          </dl>
        </div>
      )}
    </Panel>
  );
}
