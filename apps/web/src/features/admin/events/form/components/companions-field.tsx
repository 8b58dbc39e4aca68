import { COMPANION_TEXT, MAX_COMPANIONS_LIMIT } from '@alumni/contract/constants';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { EventFormValues } from '#web/features/admin/events/form/event-form-model.ts';

/**
 * 'Pendamping per anggota' (docs/decisions/031-companions.md): how many companions each member may bring to this
 * event, 0..10 (0 = none). The server refuses anything else with the same message the form shows.
 */
export function CompanionsField({ form }: { form: UseFormReturn<EventFormValues> }) {
  return (
    <TextField
      label={COMPANION_TEXT.formLabel}
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_COMPANIONS_LIMIT}
      step={1}
      autoComplete="off"
      hint={COMPANION_TEXT.formHint}
      error={form.formState.errors.maxCompanions?.message}
      {...form.register('maxCompanions')}
    />
  );
}
