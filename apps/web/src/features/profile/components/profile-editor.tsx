import type { FullUser } from '@alumni/contract';
import { useRef, useState } from 'react';
import { PictureField } from '#web/components/image/picture-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { failureDetail, UploadFailedError, useSaveProfile } from '../api/save-profile.ts';
import {
  draftFromUser,
  emptyBusiness,
  emptyEducation,
  emptyExperience,
  type PanelState,
  type ProfileDraft,
} from '../profile-draft.ts';
import { PROFILE_TEXT } from '../profile-text.ts';
import { hasErrors, personalErrors } from '../profile-validation.ts';
import { AboutPanel } from './about-panel.tsx';
import { BusinessPanel } from './business-panel.tsx';
import { EditorSections } from './editor-sections.tsx';
import { EducationPanel } from './education-panel.tsx';
import { ExperiencePanel } from './experience-panel.tsx';
import { CheckboxField } from './fields.tsx';
import { PersonalFields } from './personal-fields.tsx';
import { SocialsPanel } from './socials-panel.tsx';

type ListKind = 'workingExps' | 'businesses' | 'educations';

function upsert<T extends { key: string }>(list: T[], item: T): T[] {
  return list.some((i) => i.key === item.key)
    ? list.map((i) => (i.key === item.key ? item : i))
    : [...list, item];
}

/**
 * Edit mode of 'Data Pribadi' (docs/spec.md §4): every change stays in memory until 'Simpan' (after a
 * confirmation) sends the whole profile; 'Batal' asks before discarding.
 */
export function ProfileEditor({ user, onDone }: { user: FullUser; onDone: () => void }) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromUser(user));
  const [panel, setPanel] = useState<PanelState | null>(null);
  const [pendingDelete, setPendingDelete] = useState<{ kind: ListKind; key: string } | null>(null);
  const [confirm, setConfirm] = useState<'save' | 'cancel' | null>(null);
  const [personalTried, setPersonalTried] = useState(false);
  const fieldErrors = personalTried ? personalErrors(draft) : {};
  const nameRef = useRef<HTMLInputElement>(null);
  const personalRef = useRef<HTMLElement>(null);
  const save = useSaveProfile();
  const toast = useToast();

  const patch = (p: Partial<ProfileDraft>) => setDraft((d) => ({ ...d, ...p }));

  // The server's rules for the personal fields run here, before the confirmation; the lists were checked
  // in their panels. A refusal marks the field and focuses the first one (the name first).
  const askSave = () => {
    setPersonalTried(true);
    if (hasErrors(personalErrors(draft))) {
      requestAnimationFrame(() =>
        personalRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setConfirm('save');
  };

  const doSave = () => {
    save.mutate(draft, {
      onSuccess: () => {
        setConfirm(null);
        toast.show({ type: 'success', title: PROFILE_TEXT.saved.title, message: PROFILE_TEXT.saved.message });
        onDone();
      },
      onError: (error) => {
        setConfirm(null);
        if (error instanceof UploadFailedError) {
          toast.show({ type: 'error', title: PROFILE_TEXT.photo.uploadFailed, message: error.message });
          return;
        }
        const detail = failureDetail(error);
        toast.show({
          type: 'error',
          title: PROFILE_TEXT.saveFailed.title,
          message: detail ? `${PROFILE_TEXT.saveFailed.message}. ${detail}` : PROFILE_TEXT.saveFailed.message,
        });
      },
    });
  };

  const removeItem = () => {
    if (!pendingDelete) return;
    const { kind, key } = pendingDelete;
    setDraft((d) => {
      if (kind === 'workingExps')
        return { ...d, workingExps: d.workingExps.map((i) => (i.key === key ? { ...i, deleted: true } : i)) };
      if (kind === 'businesses')
        return { ...d, businesses: d.businesses.map((i) => (i.key === key ? { ...i, deleted: true } : i)) };
      return { ...d, educations: d.educations.map((i) => (i.key === key ? { ...i, deleted: true } : i)) };
    });
    setPendingDelete(null);
  };

  const closePanel = () => setPanel(null);

  return (
    <div className="space-y-5">
      <div className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6">
        <h2 className="mb-5 font-bold text-2xl text-primary-900">{PROFILE_TEXT.editingTitle}</h2>
        <PictureField
          kind="avatar"
          text={PROFILE_TEXT.photo}
          name={draft.name}
          saved={user.picture}
          value={draft.picture}
          onChange={(picture) => patch({ picture })}
        />
      </div>
      <PersonalFields
        draft={draft}
        email={user.email}
        nameRef={nameRef}
        sectionRef={personalRef}
        errors={fieldErrors}
        onChange={(field, value) => patch({ [field]: value })}
      />
      <EditorSections
        draft={draft}
        onOpen={setPanel}
        onAdd={(kind) => {
          if (kind === 'workingExps') setPanel({ kind, item: emptyExperience(), isNew: true });
          else if (kind === 'businesses') setPanel({ kind, item: emptyBusiness(), isNew: true });
          else setPanel({ kind, item: emptyEducation(), isNew: true });
        }}
        onDelete={(kind, key) => setPendingDelete({ kind, key })}
      />
      <section
        aria-labelledby="profile-reminders-heading"
        className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6"
      >
        <h3 id="profile-reminders-heading" className="mb-2 font-bold text-primary-900 text-xl">
          {PROFILE_TEXT.reminders.heading}
        </h3>
        <CheckboxField
          label={PROFILE_TEXT.reminders.reminderEmail}
          checked={draft.reminderEmail}
          onChange={(reminderEmail) => patch({ reminderEmail })}
        />
        <p className="mt-1 text-base text-slate-700">{PROFILE_TEXT.reminders.reminderEmailHint}</p>
      </section>

      <div className="sticky bottom-0 z-10 -mx-4 flex gap-3 border-slate-200 border-t bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:justify-end sm:rounded-card sm:border sm:py-4 sm:shadow-card">
        <Button
          variant="secondary"
          size="lg"
          onClick={() => setConfirm('cancel')}
          className="flex-1 sm:min-w-32 sm:flex-none"
        >
          {PROFILE_TEXT.cancel}
        </Button>
        <Button
          size="lg"
          onClick={askSave}
          loading={save.isPending}
          className="flex-1 sm:min-w-32 sm:flex-none"
        >
          {PROFILE_TEXT.save}
        </Button>
      </div>

      {panel?.kind === 'about' && (
        <AboutPanel
          about={draft.about}
          specialities={draft.specialities}
          onClose={closePanel}
          onSave={(about, specialities) => {
            patch({ about, specialities });
            closePanel();
          }}
        />
      )}
      {panel?.kind === 'socials' && (
        <SocialsPanel
          socials={draft.socials}
          onClose={closePanel}
          onSave={(socials) => {
            patch({ socials });
            closePanel();
          }}
        />
      )}
      {panel?.kind === 'workingExps' && (
        <ExperiencePanel
          initial={panel.item}
          isNew={panel.isNew}
          onClose={closePanel}
          onSave={(item) => {
            setDraft((d) => ({ ...d, workingExps: upsert(d.workingExps, item) }));
            closePanel();
          }}
        />
      )}
      {panel?.kind === 'businesses' && (
        <BusinessPanel
          initial={panel.item}
          isNew={panel.isNew}
          onClose={closePanel}
          onSave={(item) => {
            setDraft((d) => ({ ...d, businesses: upsert(d.businesses, item) }));
            closePanel();
          }}
        />
      )}
      {panel?.kind === 'educations' && (
        <EducationPanel
          initial={panel.item}
          isNew={panel.isNew}
          onClose={closePanel}
          onSave={(item) => {
            setDraft((d) => ({ ...d, educations: upsert(d.educations, item) }));
            closePanel();
          }}
        />
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        status="danger"
        title={PROFILE_TEXT.confirmDelete.title}
        message={PROFILE_TEXT.confirmDelete.message}
        onConfirm={removeItem}
        onCancel={() => setPendingDelete(null)}
      />
      <ConfirmDialog
        open={confirm === 'save'}
        status="alert"
        title={PROFILE_TEXT.confirmSave.title}
        message={PROFILE_TEXT.confirmSave.message}
        busy={save.isPending}
        onConfirm={doSave}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'cancel'}
        status="warning"
        title={PROFILE_TEXT.confirmCancel.title}
        message={PROFILE_TEXT.confirmCancel.message}
        confirmLabel={PROFILE_TEXT.confirmCancel.yes}
        cancelLabel={PROFILE_TEXT.confirmCancel.no}
        onConfirm={() => {
          setConfirm(null);
          if (draft.picture.kind === 'new') URL.revokeObjectURL(draft.picture.previewUrl);
          onDone();
        }}
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
}
