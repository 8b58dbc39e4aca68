import { CreateEventBody, endsBeforeStart, isHttpUrl } from '@alumni/contract';
import {
  buildCreateBody,
  datesOf,
  type EventFormValues,
  type FormErrors,
  type FormField,
  type FormMode,
  readFormDate,
  readFormTime,
} from './event-form-model.ts';
import { EVENT_FORM_TEXT } from './event-form-text.ts';

const MSG = EVENT_FORM_TEXT.messages;

// --- Validation ------------------------------------------------------------------------------

/** Where a request field's refusal (the contract's or the server's `errors[].path`) shows in the form. */
const FIELD_OF_PATH: Record<string, FormField> = {
  name: 'name',
  eventType: 'eventType',
  location: 'location',
  quota: 'quota',
  maxCompanions: 'maxCompanions',
  description: 'description',
  eventCategoryId: 'categoryId',
  startDate: 'startDate',
  endDate: 'endDate',
  status: 'status',
  imageUrl: 'image',
  eventGroup: 'groupId',
  'eventGroup.id': 'groupId',
  eventGroupId: 'groupId',
  'eventGroup.name': 'groupName',
  'eventGroup.displayName': 'groupDisplayName',
  'eventGroup.imageUrl': 'groupImage',
  eventUserId: 'creator',
  user: 'creator',
  'user.name': 'userName',
  'user.nickname': 'userNickname',
  'user.username': 'userUsername',
  'user.email': 'userEmail',
  'user.password': 'userPassword',
  'user.repassword': 'userRepassword',
};

/** Server refusals without a path (409 conflicts of the inline creator). */
const FIELD_OF_CODE: Record<string, FormField> = {
  USERNAME_TAKEN: 'userUsername',
  EMAIL_TAKEN: 'userEmail',
  PASSWORD_MISMATCH: 'userRepassword',
};

/** The form field a refusal belongs to, or null when it belongs to none (shown in the toast only). */
export function fieldOfError(path: string, v: Pick<EventFormValues, 'hasEnd'>): FormField | null {
  const field = FIELD_OF_PATH[path] ?? null;
  // With the option off there is no end field: the start is the one to fix.
  if (field === 'endDate' && !v.hasEnd) return 'startDate';
  return field;
}

/** Field errors of a failed save: `errors[].path` first, else the code (409 username/email taken). */
export function serverFieldErrors(
  err: { code: string; message: string; errors: { path: string; message: string }[] },
  v: Pick<EventFormValues, 'hasEnd'>,
): FormErrors {
  const out: FormErrors = {};
  for (const e of err.errors) {
    const field = fieldOfError(e.path, v);
    if (field && !out[field]) out[field] = e.message;
  }
  const byCode = FIELD_OF_CODE[err.code];
  if (byCode && !out[byCode]) out[byCode] = err.message;
  return out;
}

/**
 * Every problem of the form, by field, before anything is uploaded or sent. The rules are the contract's
 * (CreateEventBody, run on the body this form would send); the form adds what it alone knows: an empty
 * native date or time, and the creator picker. Edit checks the same full set (group and creator as ids).
 */
export function validateEventForm(v: EventFormValues, mode: FormMode): FormErrors {
  const errors: FormErrors = {};
  const put = (field: FormField, message: string) => {
    if (!errors[field]) errors[field] = message;
  };
  if (mode === 'add' && v.creatorMode === 'new' && v.userPassword !== v.userRepassword)
    put('userRepassword', EVENT_FORM_TEXT.creator.mismatch);
  if (!v.startDate) put('startDate', MSG.startDateRequired);
  if (!v.startTime) put('startTime', MSG.startTimeRequired);
  if (v.hasEnd && !v.endDate) put('endDate', MSG.endDateRequired);
  if (v.hasEnd && !v.endTime) put('endTime', MSG.endTimeRequired);
  if (v.startDate && !readFormDate(v.startDate)) put('startDate', MSG.dateInvalid);
  if (v.startTime && !readFormTime(v.startTime)) put('startTime', MSG.timeInvalid);
  if (v.hasEnd && v.endDate && !readFormDate(v.endDate)) put('endDate', MSG.dateInvalid);
  if (v.hasEnd && v.endTime && !readFormTime(v.endTime)) put('endTime', MSG.timeInvalid);

  const asCreate: EventFormValues =
    mode === 'edit' ? { ...v, creationType: 'CONTINUED', creatorMode: 'existing' } : v;
  const body = buildCreateBody(asCreate, { imageUrl: null, groupImageUrl: null });
  const parsed = CreateEventBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfError(issue.path.join('.'), v);
      // Dates are the form's own checks (above and below): a half-filled date and time reads better as
      // 'Jam mulai harus diisi' than as 'harus berformat DD/MM/YYYY HH:mm'.
      if (field && field !== 'startDate' && field !== 'endDate') put(field, issue.message);
    }
  }
  // The contract's cross-field rules only run once every field parses: the form tells them all at once.
  // Adding without a creator is fine: the server makes the signed-in admin the creator (docs/decisions/023).
  if (mode === 'edit' && !v.creator) put('creator', MSG.creatorRequired);
  if (v.eventType === 'ONLINE' && v.location.trim() !== '' && !isHttpUrl(v.location.trim()))
    put('location', MSG.onlineLocation);
  const dates = datesOf(v);
  if (dates.startDate && dates.endDate && endsBeforeStart(dates.startDate, dates.endDate))
    put('endDate', MSG.endBeforeStart);
  return errors;
}

/** True when the new creator's password and confirmation differ: the spec's alert (section 5) is shown too. */
export const hasPasswordMismatch = (errors: FormErrors): boolean =>
  errors.userRepassword === EVENT_FORM_TEXT.creator.mismatch;
