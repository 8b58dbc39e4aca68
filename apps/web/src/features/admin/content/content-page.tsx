import type {
  Content,
  ContentBanner,
  ContentCategory,
  ContentGroup,
  ContentJob,
  ImageKind,
} from '@alumni/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { queryRoots } from '#web/api/query-roots.ts';
import { IMAGE_ACCEPT, imageFileProblem, uploadImage } from '#web/api/upload-image.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError, api } from '#web/lib/api.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { CONTENT_TEXT as T } from './content-text.ts';

const F = T.fields;
type Kind = 'categories' | 'groups' | 'banners' | 'jobs';
const URLS: Record<Kind, string> = {
  categories: '/api/v1/event-category',
  groups: '/api/v1/event-group',
  banners: '/api/v1/banner',
  jobs: '/api/v1/job',
};
const contentQuery = queryOptions({
  queryKey: ['admin-content'],
  queryFn: () => api<Content>('/api/v1/admin/content'),
});

/** The values one item's form edits (all as text / flags); `id` absent = a new item. */
type Draft = Record<string, string | boolean | null | number | undefined>;

/** What each kind shows in its list row and sends in its body. */
const KINDS: Record<
  Kind,
  {
    label: (x: never) => string;
    picture?: { field: string; kind: ImageKind; label: string };
    blank: Draft;
    draftOf: (x: never) => Draft;
    bodyOf: (d: Draft) => Record<string, unknown>;
    note?: (x: never) => string | null;
  }
> = {
  categories: {
    label: (c: ContentCategory) => c.displayName,
    picture: { field: 'iconUrl', kind: 'avatar', label: F.icon },
    blank: { displayName: '', iconUrl: null, hidden: false },
    draftOf: (c: ContentCategory) => ({
      id: c.id,
      displayName: c.displayName,
      iconUrl: c.iconUrl,
      hidden: c.hidden,
    }),
    bodyOf: (d) => ({
      ...(d.id ? { id: d.id } : {}),
      displayName: d.displayName,
      iconUrl: d.iconUrl,
      hidden: Boolean(d.hidden),
    }),
    note: (c: ContentCategory) => (c.hidden ? T.hidden : null),
  },
  groups: {
    label: (g: ContentGroup) => g.displayName,
    picture: { field: 'imageUrl', kind: 'group', label: F.image },
    blank: { name: '', displayName: '', imageUrl: null },
    draftOf: (g: ContentGroup) => ({
      id: g.id,
      name: g.name,
      displayName: g.displayName,
      imageUrl: g.imageUrl,
    }),
    bodyOf: (d) => ({
      ...(d.id ? { id: d.id } : {}),
      name: d.name,
      displayName: d.displayName,
      imageUrl: d.imageUrl,
    }),
  },
  banners: {
    label: (b: ContentBanner) =>
      `${b.placement === 'HEROES' ? F.heroes : F.gallery} · ${b.name ?? b.bannerType}`,
    picture: { field: 'bannerUrl', kind: 'event', label: F.picture },
    blank: {
      placement: 'HEROES',
      bannerType: 'BANNER_EVENT',
      bannerUrl: null,
      name: '',
      description: '',
      location: '',
      dateText: '',
      redirectUrl: '',
      shownFrom: '',
      shownUntil: '',
    },
    draftOf: (b: ContentBanner) => ({
      id: b.id,
      placement: b.placement,
      bannerType: b.bannerType,
      bannerUrl: b.bannerUrl,
      name: b.name ?? '',
      description: b.description ?? '',
      location: b.location ?? '',
      dateText: b.dateText ?? '',
      redirectUrl: b.redirectUrl ?? '',
      shownFrom: b.shownFrom ?? '',
      shownUntil: b.shownUntil ?? '',
    }),
    bodyOf: (d) => ({ ...d, id: d.id ?? undefined }),
    note: (b: ContentBanner) => (b.shownNow ? null : T.notShown),
  },
  jobs: {
    label: (j: ContentJob) => j.name,
    blank: { name: '' },
    draftOf: (j: ContentJob) => ({ id: j.id, name: j.name }),
    bodyOf: (d) => ({ ...(d.id ? { id: d.id } : {}), name: d.name }),
  },
};

type Item = { id: number; sortOrder: number; usedBy?: number; placement?: string };

/**
 * Back office 'Konten' (/admin/content, docs/decisions/021): the event categories, event groups, banners and
 * job types, each added, edited, moved up or down and deleted. A deletion the server refuses because something
 * still uses the item offers to move those to another item first.
 */
export function ContentPage() {
  useDocumentTitle(T.title);
  const [tab, setTab] = useState<Kind>('categories');
  const content = useQuery(contentQuery);
  const lists: Record<Kind, Item[]> | undefined = content.data && {
    categories: content.data.categories,
    groups: content.data.groups,
    banners: content.data.banners,
    jobs: content.data.jobTypes,
  };
  return (
    <div className="space-y-5">
      <h1 className="font-bold text-2xl text-primary-900 sm:text-3xl">{T.title}</h1>
      <div role="tablist" aria-label={T.title} className="flex flex-wrap gap-2">
        {(Object.keys(T.tabs) as Kind[]).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            onClick={() => setTab(k)}
            className={`min-h-11 rounded-full px-4 font-semibold ${tab === k ? 'bg-primary-800 text-white' : 'bg-white text-primary-900 ring-1 ring-slate-300'}`}
          >
            {T.tabs[k]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={T.tabs[tab]}>
        {!lists ? <Spinner /> : <KindList key={tab} kind={tab} items={lists[tab]} />}
      </div>
    </div>
  );
}

function useContentWrite() {
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (call: { method: 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown }) =>
      api<unknown>(call.url, {
        method: call.method,
        ...(call.body === undefined ? {} : { body: call.body }),
      }),
    onSuccess: (_r, call) => {
      void qc.invalidateQueries({ queryKey: contentQuery.queryKey });
      void qc.invalidateQueries({ queryKey: queryRoots.adminActivityLog.queryKey });
      void qc.invalidateQueries({ queryKey: queryRoots.adminDashboard.queryKey });
      // The public lists the member side reads.
      for (const root of [
        queryRoots.eventCategories,
        queryRoots.banners,
        queryRoots.jobTypes,
        queryRoots.eventGroup,
        queryRoots.community,
      ])
        void qc.invalidateQueries({ queryKey: root.queryKey });
      toast.show({ type: 'success', title: call.method === 'DELETE' ? T.deleted : T.saved });
    },
  });
}

function KindList({ kind, items }: { kind: Kind; items: Item[] }) {
  const spec = KINDS[kind];
  const write = useContentWrite();
  const toast = useToast();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<{ item: Item; refusal: string | null; moveTo: string } | null>(
    null,
  );

  const fail = (err: unknown) => {
    const fields: Record<string, string> = {};
    if (err instanceof ApiError) for (const e of err.errors) fields[e.path] = e.message;
    setErrors(fields);
    toast.show({ type: 'error', title: T.failed, message: (err as Error).message });
  };
  const save = (d: Draft) =>
    write.mutate(
      { method: d.id ? 'PUT' : 'POST', url: URLS[kind], body: spec.bodyOf(d) },
      { onSuccess: () => setDraft(null), onError: fail },
    );
  const move = (item: Item, by: number) =>
    write.mutate(
      {
        method: 'PUT',
        url: URLS[kind],
        body: { ...spec.bodyOf(spec.draftOf(item as never)), sortOrder: item.sortOrder + by },
      },
      { onError: fail },
    );
  const remove = (item: Item, moveTo?: string) =>
    write.mutate(
      { method: 'DELETE', url: `${URLS[kind]}/${item.id}${moveTo ? `?moveTo=${moveTo}` : ''}` },
      {
        onSuccess: () => setDeleting(null),
        onError: (err) => setDeleting({ item, refusal: (err as Error).message, moveTo: '' }),
      },
    );

  return (
    <div className="space-y-4">
      {!draft && (
        <Button
          type="button"
          onClick={() => {
            setErrors({});
            setDraft({ ...spec.blank });
          }}
        >
          {`${T.add} ${T.tabs[kind]}`}
        </Button>
      )}
      {draft && !draft.id && (
        <ItemForm
          kind={kind}
          draft={draft}
          errors={errors}
          busy={write.isPending}
          onChange={setDraft}
          onSave={save}
          onCancel={() => setDraft(null)}
        />
      )}
      {items.length === 0 && <p className="text-lg text-slate-700">{T.empty}</p>}
      <ul className="divide-y divide-slate-200 rounded-card bg-white shadow-card ring-1 ring-slate-900/5">
        {items.map((item, i) => {
          const label = spec.label(item as never);
          const note = spec.note?.(item as never);
          const siblings = items.filter((x) => x.placement === item.placement);
          const first = kind === 'banners' ? siblings[0]?.id === item.id : i === 0;
          const lastOne = kind === 'banners' ? siblings.at(-1)?.id === item.id : i === items.length - 1;
          if (draft?.id === item.id)
            return (
              <li key={item.id} className="p-4">
                <ItemForm
                  kind={kind}
                  draft={draft}
                  errors={errors}
                  busy={write.isPending}
                  onChange={setDraft}
                  onSave={save}
                  onCancel={() => setDraft(null)}
                />
              </li>
            );
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-3 p-3 sm:p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-lg text-slate-900 [overflow-wrap:anywhere]">{label}</p>
                <p className="text-base text-slate-600">
                  {[item.usedBy !== undefined ? T.usedBy(item.usedBy) : null, note]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className="flex gap-1">
                <IconButton
                  label={`${T.up} ${label}`}
                  disabled={first || write.isPending}
                  onClick={() => move(item, -1)}
                >
                  <ArrowUp className="size-5" aria-hidden="true" />
                </IconButton>
                <IconButton
                  label={`${T.down} ${label}`}
                  disabled={lastOne || write.isPending}
                  onClick={() => move(item, 1)}
                >
                  <ArrowDown className="size-5" aria-hidden="true" />
                </IconButton>
                <IconButton
                  label={`${T.edit} ${label}`}
                  onClick={() => {
                    setErrors({});
                    setDraft(spec.draftOf(item as never));
                  }}
                >
                  <Pencil className="size-5" aria-hidden="true" />
                </IconButton>
                <IconButton
                  label={`${T.delete} ${label}`}
                  onClick={() => setDeleting({ item, refusal: null, moveTo: '' })}
                >
                  <Trash2 className="size-5" aria-hidden="true" />
                </IconButton>
              </div>
              {deleting?.item.id === item.id && (
                <div
                  role="alertdialog"
                  aria-label={T.deleteTitle}
                  className="w-full space-y-3 rounded-lg bg-red-50 p-4"
                >
                  <p className="font-semibold text-red-900">{deleting.refusal ?? T.deleteMessage(label)}</p>
                  {deleting.refusal && kind !== 'banners' && (
                    <label className="block">
                      <span className="mb-1 block font-semibold">{T.moveTo}</span>
                      <select
                        value={deleting.moveTo}
                        onChange={(e) => setDeleting({ ...deleting, moveTo: e.currentTarget.value })}
                        className="h-12 w-full rounded-lg border border-slate-500 bg-white px-3 text-[17px]"
                      >
                        <option value="">—</option>
                        {items
                          .filter((x) => x.id !== item.id)
                          .map((x) => (
                            <option key={x.id} value={x.id}>
                              {spec.label(x as never)}
                            </option>
                          ))}
                      </select>
                    </label>
                  )}
                  <div className="flex flex-wrap gap-2">
                    <Button type="button" variant="secondary" onClick={() => setDeleting(null)}>
                      {T.cancel}
                    </Button>
                    {deleting.refusal ? (
                      kind !== 'banners' && (
                        <Button
                          type="button"
                          variant="danger"
                          disabled={!deleting.moveTo}
                          loading={write.isPending}
                          onClick={() => remove(item, deleting.moveTo)}
                        >
                          {T.moveAndDelete}
                        </Button>
                      )
                    ) : (
                      <Button
                        type="button"
                        variant="danger"
                        loading={write.isPending}
                        onClick={() => remove(item)}
                      >
                        {T.delete}
                      </Button>
                    )}
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function IconButton({
  label,
  children,
  ...rest
}: {
  label: string;
  children: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className="flex size-11 items-center justify-center rounded-lg text-primary-800 hover:bg-primary-50 disabled:opacity-30"
      {...rest}
    >
      {children}
    </button>
  );
}

function ItemForm({
  kind,
  draft,
  errors,
  busy,
  onChange,
  onSave,
  onCancel,
}: {
  kind: Kind;
  draft: Draft;
  errors: Record<string, string>;
  busy: boolean;
  onChange: (d: Draft) => void;
  onSave: (d: Draft) => void;
  onCancel: () => void;
}) {
  const spec = KINDS[kind];
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const field = (key: string, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={String(draft[key] ?? '')}
      error={errors[key]}
      onChange={(e) => onChange({ ...draft, [key]: e.currentTarget.value })}
    />
  );
  const select = (key: string, label: string, options: [string, string][]) => (
    <label className="block">
      <span className="mb-1.5 block font-semibold text-base text-slate-800">{label}</span>
      <select
        value={String(draft[key] ?? '')}
        onChange={(e) => onChange({ ...draft, [key]: e.currentTarget.value })}
        className="h-12 w-full rounded-lg border border-slate-500 bg-white px-3 text-[17px]"
      >
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
  async function pick(file: File | undefined) {
    if (!file || !spec.picture) return;
    const problem = imageFileProblem(file);
    if (problem) return void toast.show({ type: 'error', title: problem });
    setUploading(true);
    try {
      onChange({ ...draft, [spec.picture.field]: await uploadImage(file, spec.picture.kind) });
    } catch (err) {
      toast.show({ type: 'error', title: (err as Error).message });
    } finally {
      setUploading(false);
    }
  }
  const picture = spec.picture ? (draft[spec.picture.field] as string | null) : null;
  return (
    <form
      noValidate
      aria-label={draft.id ? T.edit : T.add}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(draft);
      }}
      className="space-y-4 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-900/5"
    >
      {kind === 'categories' && field('displayName', F.displayName)}
      {kind === 'groups' && (
        <>
          {field('name', F.name)}
          {field('displayName', F.displayName)}
        </>
      )}
      {kind === 'jobs' && field('name', F.name)}
      {kind === 'banners' && (
        <>
          {select('placement', F.placement, [
            ['HEROES', F.heroes],
            ['GALLERY', F.gallery],
          ])}
          {select('bannerType', F.bannerType, [
            ['BANNER_EVENT', F.bannerEvent],
            ['BANNER_HOME', F.bannerHome],
          ])}
          {field('name', F.name)}
          {field('description', F.description)}
          {field('location', F.location)}
          {field('dateText', F.dateText)}
          {field('redirectUrl', F.link)}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('shownFrom', F.shownFrom, 'date')}
            {field('shownUntil', F.shownUntil, 'date')}
          </div>
        </>
      )}
      {spec.picture && (
        <div>
          <p className="mb-1.5 font-semibold text-base text-slate-800">{spec.picture.label}</p>
          <div className="flex flex-wrap items-center gap-3">
            {picture && (
              <img src={picture} alt={spec.picture.label} className="h-16 max-w-48 rounded-lg object-cover" />
            )}
            <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-500 px-4 font-semibold text-primary-800">
              {uploading ? <Spinner /> : F.choosePicture}
              <input
                type="file"
                accept={IMAGE_ACCEPT}
                className="sr-only"
                onChange={(e) => void pick(e.currentTarget.files?.[0])}
              />
            </label>
          </div>
          {errors[spec.picture.field] && (
            <p className="mt-1.5 text-base text-red-700">{errors[spec.picture.field]}</p>
          )}
        </div>
      )}
      {kind === 'categories' && (
        <label className="flex min-h-11 items-center gap-3 text-lg">
          <input
            type="checkbox"
            checked={Boolean(draft.hidden)}
            onChange={(e) => onChange({ ...draft, hidden: e.currentTarget.checked })}
            className="size-5"
          />
          {F.hide}
        </label>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" loading={busy || uploading}>
          {T.save}
        </Button>
      </div>
    </form>
  );
}
