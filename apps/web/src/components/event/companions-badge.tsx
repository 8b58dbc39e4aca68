import { COMPANION_TEXT, companionsBadge } from '@alumni/contract/constants';

/**
 * '+2' beside a participant's name (docs/decisions/031-companions.md): the companions coming with them; nothing
 * when they come alone. Screen readers hear 'bersama 2 pendamping'.
 */
export function CompanionsBadge({ companions }: { companions: number | null | undefined }) {
  const label = companionsBadge(companions);
  if (!label) return null;
  return (
    <span
      className="inline-flex shrink-0 items-center rounded-full bg-primary-50 px-2 py-0.5 font-bold text-primary-800 text-sm ring-1 ring-primary-200 ring-inset"
      data-testid="companions-badge"
    >
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{COMPANION_TEXT.withCompanions(companions ?? 0)}</span>
    </span>
  );
}
