import type { FullUser } from '@alumni/contract';
import { useMemo, useRef, useState } from 'react';
import { PictureField } from '#web/components/image/picture-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useLeaveGuard } from '#web/components/ui/use-leave-guard.tsx';
import {
  failureDetail,
  UploadFailedError,
  useSavePanel,
  useSaveProfile,
} from '#web/features/profile/api/save-profile.ts';
import {
  draftFromUser,
  emptyBusiness,
  emptyEducation,
  emptyExperience,
  type PanelChange,
  type PanelState,
  type PersonalField,
  type ProfileDraft,
  withSavedSections,
} from '#web/features/profile/profile-draft.ts';
import { PROFILE_TEXT } from '#web/features/profile/profile-text.ts';
import { hasErrors, personalErrors } from '#web/features/profile/profile-validation.ts';
import { AboutPanel } from './about-panel.tsx';
import { BusinessPanel } from './business-panel.tsx';
import { EditorSections } from './editor-sections.tsx';
import { EducationPanel } from './education-panel.tsx';
import { ExperiencePanel } from './experience-panel.tsx';
import { CheckboxField, PanelBusyContext } from './fields.tsx';
import { PersonalFields } from './personal-fields.tsx';
import { PrivacySection } from './privacy-section.tsx';
import { SocialsPanel } from './socials-panel.tsx';

type ListKind = 'workingExps' | 'businesses' | 'educations';

/**
 * Edit mode of 'Data Pribadi' (docs/spec.md §4). The personal data and the picture stay in memory until
 * 'Simpan' (after a confirmation) sends the whole profile; 'Batal' asks before discarding, and so does
 * leaving the page with them changed. Each side panel's 'Simpan', and a confirmed delete, saves that item
 * to the server at once (docs/decisions/023), so nothing done in a panel is lost by leaving.
 */
export function ProfileEditor({ user, onDone }: { user: FullUser; onDone: () => void }) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromUser(user));
  // The profile as the server has it now: each panel's save starts from it.
  const [saved, setSaved] = useState<FullUser>(user);
  const savePanel = useSavePanel();
  const personalDirty = useMemo(() => {
    const stored = draftFromUser(saved);
    return (
      draft.picture.kind !== 'keep' ||
      draft.reminderEmail !== stored.reminderEmail ||
      PERSONAL_FIELDS.some((f) => draft[f] !== stored[f])
    );
  }, [draft, saved]);
  const guard = useLeaveGuard(personalDirty);
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
        guard.release();
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
    persist({ kind: 'delete', list: pendingDelete.kind, key: pendingDelete.key });
  };

  const closePanel = () => setPanel(null);

  const persist = (change: PanelChange) => {
    if (savePanel.isPending) return;
    savePanel.mutate(
      { saved, change },
      {
        onSuccess: (next) => {
          setSaved(next);
          setDraft((d) => withSavedSections(d, next));
          setPanel(null);
          setPendingDelete(null);
          toast.show({
            type: 'success',
            title: PROFILE_TEXT.panelSaved.title,
            message: PROFILE_TEXT.panelSaved.message,
          });
        },
        onError: (error) => {
          setPendingDelete(null);
          const detail = failureDetail(error);
          toast.show({
            type: 'error',
            title: PROFILE_TEXT.saveFailed.title,
            message: detail
              ? `${PROFILE_TEXT.saveFailed.message}. ${detail}`
              : PROFILE_TEXT.saveFailed.message,
          });
        },
      },
    );
  };

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
      <PrivacySection />
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

      <PanelBusyContext value={savePanel.isPending}>
        {panel?.kind === 'about' && (
          <AboutPanel
            about={draft.about}
            specialities={draft.specialities}
            onClose={closePanel}
            onSave={(about, specialities) => persist({ kind: 'about', about, specialities })}
          />
        )}
        {panel?.kind === 'socials' && (
          <SocialsPanel
            socials={draft.socials}
            onClose={closePanel}
            onSave={(socials) => persist({ kind: 'socials', socials })}
          />
        )}
        {panel?.kind === 'workingExps' && (
          <ExperiencePanel
            initial={panel.item}
            isNew={panel.isNew}
            onClose={closePanel}
            onSave={(item) => persist({ kind: 'workingExps', item })}
          />
        )}
        {panel?.kind === 'businesses' && (
          <BusinessPanel
            initial={panel.item}
            isNew={panel.isNew}
            onClose={closePanel}
            onSave={(item) => persist({ kind: 'businesses', item })}
          />
        )}
        {panel?.kind === 'educations' && (
          <EducationPanel
            initial={panel.item}
            isNew={panel.isNew}
            onClose={closePanel}
            onSave={(item) => persist({ kind: 'educations', item })}
          />
        )}
      </PanelBusyContext>

      <ConfirmDialog
        open={pendingDelete !== null}
        busy={savePanel.isPending}
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
          guard.release();
          onDone();
        }}
        onCancel={() => setConfirm(null)}
      />
      {guard.dialog}
    </div>
  );
}

/** The personal-data block's fields: what the page's 'Simpan' saves (and leaving would lose). */
const PERSONAL_FIELDS = [
  'name',
  'nickname',
  'phoneNumber',
  'address',
  'highSchool',
  'occupation',
  'languages',
  'city',
  'birthday',
] as const satisfies readonly PersonalField[];
