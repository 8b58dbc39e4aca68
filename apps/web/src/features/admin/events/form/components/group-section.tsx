import type { EventCreationType } from '@alumni/contract';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useEventGroups } from '#web/features/admin/events/form/api/get-event-groups.ts';
import type { EventFormValues, FormMode } from '#web/features/admin/events/form/event-form-model.ts';
import { EVENT_FORM_TEXT } from '#web/features/admin/events/form/event-form-text.ts';
import { ChoiceCards, FormCard, SelectField } from './fields.tsx';
import { ImageField } from './image-field.tsx';

const T = EVENT_FORM_TEXT.group;

/**
 * The group (docs/spec.md §4): NEW creates one (name, display name, 4:1 thumbnail); CONTINUED joins an
 * existing one, whose thumbnail is shown. On edit the server can only move the event to another existing
 * group (PUT /event eventGroupId), so the choice is fixed and only the picker remains.
 */
export function GroupSection({ form, mode }: { form: UseFormReturn<EventFormValues>; mode: FormMode }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const creationType = useWatch({ control, name: 'creationType' });
  const groupId = useWatch({ control, name: 'groupId' });
  const groups = useEventGroups();
  const picking = mode === 'edit' || creationType === 'CONTINUED';
  const selected = groups.data?.datas.find((g) => String(g.id) === groupId);

  return (
    <FormCard id="event-form-group" title={T.heading}>
      <Controller
        control={control}
        name="creationType"
        render={({ field }) => (
          <ChoiceCards<EventCreationType>
            legend={T.creationType}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            disabled={mode === 'edit'}
            options={[
              { value: 'NEW', label: T.NEW, hint: T.NEWHint },
              { value: 'CONTINUED', label: T.CONTINUED, hint: T.CONTINUEDHint },
            ]}
          />
        )}
      />
      {mode === 'edit' && <p className="text-base text-slate-700">{T.editHint}</p>}

      {picking ? (
        <div className="space-y-3">
          {groups.isPending ? (
            <div aria-hidden="true" className="space-y-2">
              <Skeleton className="h-6 w-32" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : (
            <SelectField
              label={T.pick}
              error={errors.groupId?.message}
              hint={groups.data?.datas.length === 0 ? T.empty : undefined}
              {...register('groupId')}
            >
              <option value="">{T.pickPlaceholder}</option>
              {groups.data?.datas.map((g) => (
                <option key={g.id} value={String(g.id)}>
                  {g.displayName} ({g.name})
                </option>
              ))}
            </SelectField>
          )}
          {selected && (
            <div className="max-w-2xl overflow-hidden rounded-lg border border-slate-200">
              <div className="aspect-[4/1] bg-slate-100">
                {selected.imageUrl ? (
                  <img
                    src={selected.imageUrl}
                    alt={`${T.thumbnail} ${selected.displayName}`}
                    width={1600}
                    height={400}
                    className="size-full object-cover"
                  />
                ) : (
                  <p className="flex size-full items-center justify-center p-2 text-center text-slate-600">
                    {T.noThumbnail}
                  </p>
                )}
              </div>
              <p className="px-3 py-2 font-semibold text-slate-900">{selected.displayName}</p>
            </div>
          )}
        </div>
      ) : (
        <div className="space-y-4">
          {mode === 'add' && <p className="text-base text-slate-700">{T.newOptional}</p>}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={T.name} error={errors.groupName?.message} {...register('groupName')} />
            <TextField
              label={T.displayName}
              hint={T.displayNameHint}
              error={errors.groupDisplayName?.message}
              {...register('groupDisplayName')}
            />
          </div>
          <Controller
            control={control}
            name="groupImage"
            render={({ field, fieldState }) => (
              <ImageField
                label={T.thumbnail}
                hint={T.thumbnailHint}
                kind="group"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                inputRef={field.ref}
              />
            )}
          />
        </div>
      )}
    </FormCard>
  );
}
