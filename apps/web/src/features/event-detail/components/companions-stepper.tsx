import { COMPANION_TEXT as C, COMPANION_NAME_MAX } from '@alumni/contract/constants';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { canStep, type PartyDraft, stepParty } from '#web/features/event-detail/companions-logic.ts';

/**
 * 'Datang bersama berapa orang?' (docs/decisions/031-companions.md): a 0..max stepper with − / + buttons of 48 px,
 * and an optional name field per companion. Controlled: the caller keeps the draft.
 */
export function CompanionsStepper({
  max,
  value,
  onChange,
}: {
  max: number;
  value: PartyDraft;
  onChange: (next: PartyDraft) => void;
}) {
  const id = useId();
  const stepButton =
    'flex size-12 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white text-primary-800 transition-colors hover:bg-primary-50 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary-200 disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-400';
  return (
    <fieldset className="space-y-3" data-testid="companions-stepper">
      <legend className="font-semibold text-base text-slate-900">{C.question}</legend>
      <p id={`${id}-hint`} className="text-slate-700 text-sm">
        {C.hint(max)}
      </p>
      <div className="flex items-center gap-4">
        <button
          type="button"
          className={stepButton}
          aria-label={C.fewer}
          disabled={!canStep(value, -1, max)}
          onClick={() => onChange(stepParty(value, -1, max))}
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <output
          aria-live="polite"
          aria-describedby={`${id}-hint`}
          className="min-w-28 text-center font-bold text-lg text-primary-900"
          data-testid="companions-count"
        >
          {C.count(value.companions)}
        </output>
        <button
          type="button"
          className={stepButton}
          aria-label={C.more}
          disabled={!canStep(value, 1, max)}
          onClick={() => onChange(stepParty(value, 1, max))}
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
      {value.companions > 0 && (
        <div className="space-y-2">
          <p className="font-semibold text-slate-800 text-sm">{C.namesLabel}</p>
          {value.names.map((name, i) => (
            <input
              // The fields are positional: the i-th companion's name.
              // biome-ignore lint/suspicious/noArrayIndexKey: one field per companion place, never reordered
              key={i}
              type="text"
              aria-label={C.nameLabel(i + 1)}
              placeholder={C.nameLabel(i + 1)}
              maxLength={COMPANION_NAME_MAX}
              autoComplete="off"
              value={name}
              onChange={(e) => {
                const names = [...value.names];
                names[i] = e.currentTarget.value;
                onChange({ ...value, names });
              }}
              className="block h-12 w-full rounded-lg border border-slate-500 bg-white px-4 text-[17px] text-slate-900 outline-none placeholder:text-slate-500 focus:border-primary-600 focus:ring-3 focus:ring-primary-200"
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
