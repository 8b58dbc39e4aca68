import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';
import type {
  CreatorMode,
  EventFormValues,
  FormMode,
} from '#web/features/admin/events/form/event-form-model.ts';
import { EVENT_FORM_TEXT } from '#web/features/admin/events/form/event-form-text.ts';
import { ChoiceCards, FormCard } from './fields.tsx';
import { UserCombobox } from './user-combobox.tsx';

const T = EVENT_FORM_TEXT.creator;

/**
 * The creator (docs/spec.md §2): an existing member found by search, or (when adding) a new member created
 * with the event in the same request. PUT /event only takes an existing member (eventUserId), so edit
 * offers the search alone.
 */
export function CreatorSection({ form, mode }: { form: UseFormReturn<EventFormValues>; mode: FormMode }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const creatorMode = useWatch({ control, name: 'creatorMode' });
  const creatingUser = mode === 'add' && creatorMode === 'new';

  return (
    <FormCard id="event-form-creator" title={T.heading}>
      {mode === 'add' ? (
        <Controller
          control={control}
          name="creatorMode"
          render={({ field }) => (
            <ChoiceCards<CreatorMode>
              legend={T.mode}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: 'existing', label: T.existing, hint: T.existingHint },
                { value: 'new', label: T.new, hint: T.newHint },
              ]}
            />
          )}
        />
      ) : (
        <p className="text-base text-slate-700">{T.editHint}</p>
      )}
      {creatingUser ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={T.name}
            autoComplete="off"
            error={errors.userName?.message}
            {...register('userName')}
          />
          <TextField
            label={`${T.nickname} ${EVENT_FORM_TEXT.optional}`}
            autoComplete="off"
            error={errors.userNickname?.message}
            {...register('userNickname')}
          />
          <TextField
            label={T.username}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.userUsername?.message}
            {...register('userUsername')}
          />
          <TextField
            label={T.email}
            type="email"
            autoComplete="off"
            error={errors.userEmail?.message}
            {...register('userEmail')}
          />
          <TextField
            label={T.password}
            type="password"
            autoComplete="new-password"
            hint={T.passwordHint}
            error={errors.userPassword?.message}
            {...register('userPassword')}
          />
          <TextField
            label={T.repassword}
            type="password"
            autoComplete="new-password"
            error={errors.userRepassword?.message}
            {...register('userRepassword')}
          />
        </div>
      ) : (
        <Controller
          control={control}
          name="creator"
          render={({ field, fieldState }) => (
            <>
              {mode === 'add' && <p className="text-base text-slate-700">{T.addDefaultHint}</p>}
              <UserCombobox
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                inputRef={field.ref}
              />
            </>
          )}
        />
      )}
    </FormCard>
  );
}
