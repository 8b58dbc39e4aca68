import { EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX, EVENT_NAME_MAX, type EventType } from '@alumni/contract';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useCategories } from '#web/api/get-categories.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  type EventFormValues,
  quotaLabel,
  quotaToBody,
} from '#web/features/admin/events/form/event-form-model.ts';
import { EVENT_FORM_TEXT } from '#web/features/admin/events/form/event-form-text.ts';
import { CompanionsField } from './companions-field.tsx';
import { DateField, TimeField } from './date-time-fields.tsx';
import { ChoiceCards, FormCard, SelectField, TextAreaField } from './fields.tsx';
import { ImageField } from './image-field.tsx';

/** One of the four date/time fields, wired to the form (its value, its error, focus on a refusal). */
function DateTimeController({
  form,
  name,
  label,
  kind,
}: {
  form: UseFormReturn<EventFormValues>;
  name: 'startDate' | 'startTime' | 'endDate' | 'endTime';
  label: string;
  kind: 'date' | 'time';
}) {
  const Field = kind === 'date' ? DateField : TimeField;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          name={field.name}
          label={label}
          value={field.value}
          error={fieldState.error?.message}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}

const T = EVENT_FORM_TEXT.info;

/** Under the quota: what the value means now ('Kosong: kuota tanpa batas.', 'Maksimal 150 peserta. ...'). */
function quotaHint(quota: string): string {
  if (quotaToBody(quota) === null) return T.quotaEmptyHint;
  const label = quotaLabel(quota);
  return label ? `${label}. ${T.quotaHint}` : T.quotaHint;
}

/**
 * Event info (docs/spec.md §§3 and 5): name, type (the location's label follows it), location, category,
 * quota (empty = unlimited), start, the end-date option, description, 16:9 image. Dates read and write
 * DD/MM/YYYY (typed or picked in an Indonesian calendar) and times 24-hour HH:mm, whatever the browser's
 * language; both are WIB wall-clock values.
 */
export function InfoSection({ form }: { form: UseFormReturn<EventFormValues> }) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  const eventType = useWatch({ control, name: 'eventType' });
  const hasEnd = useWatch({ control, name: 'hasEnd' });
  const quota = useWatch({ control, name: 'quota' });
  const categories = useCategories();
  const online = eventType === 'ONLINE';

  return (
    <FormCard id="event-form-info" title={T.heading}>
      <TextField
        label={T.name}
        maxLength={EVENT_NAME_MAX}
        error={errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="eventType"
        render={({ field }) => (
          <ChoiceCards<EventType>
            legend={T.eventType}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={errors.eventType?.message}
            options={[
              { value: 'OFFLINE', label: T.OFFLINE },
              { value: 'ONLINE', label: T.ONLINE },
            ]}
          />
        )}
      />
      <TextField
        label={online ? T.link : T.address}
        hint={online ? T.linkHint : T.addressHint}
        type={online ? 'url' : 'text'}
        inputMode={online ? 'url' : undefined}
        maxLength={EVENT_LOCATION_MAX}
        error={errors.location?.message}
        {...register('location')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {categories.isPending ? (
          <div aria-hidden="true" className="space-y-2">
            <Skeleton className="h-6 w-24" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : (
          <SelectField label={T.category} error={errors.categoryId?.message} {...register('categoryId')}>
            <option value="">{T.categoryPlaceholder}</option>
            {categories.data?.datas.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.displayName}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={T.quota}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          placeholder={T.quotaUnlimited}
          hint={quotaHint(quota)}
          error={errors.quota?.message}
          {...register('quota')}
        />
        <CompanionsField form={form} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateTimeController form={form} name="startDate" label={T.startDate} kind="date" />
        <DateTimeController form={form} name="startTime" label={T.startTime} kind="time" />
      </div>
      <div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-slate-800">
          <input
            type="checkbox"
            aria-describedby="event-form-has-end-hint"
            className="size-6 shrink-0 accent-primary-700"
            {...register('hasEnd', {
              onChange: (e: { target: { checked: boolean } }) => {
                // docs/spec.md §5: with the option off, the end date and time are cleared.
                if (!e.target.checked) {
                  setValue('endDate', '');
                  setValue('endTime', '');
                }
              },
            })}
          />
          {T.hasEnd}
        </label>
        <p id="event-form-has-end-hint" className="text-base text-slate-600">
          {T.hasEndHint}
        </p>
      </div>
      {hasEnd && (
        <div className="grid gap-4 sm:grid-cols-2">
          <DateTimeController form={form} name="endDate" label={T.endDate} kind="date" />
          <DateTimeController form={form} name="endTime" label={T.endTime} kind="time" />
        </div>
      )}
      <TextAreaField
        label={T.description}
        maxLength={EVENT_DESCRIPTION_MAX}
        rows={6}
        error={errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageField
            label={T.image}
            hint={T.imageHint}
            kind="event"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            inputRef={field.ref}
          />
        )}
      />
    </FormCard>
  );
}
