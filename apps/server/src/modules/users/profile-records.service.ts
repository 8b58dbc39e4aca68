import type { BusinessInput, EducationInput, UpdateProfileBody, WorkingExpInput } from '@alumni/contract';
import type { Tx } from '../../db/index.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  type RecordPlan,
  selectJobTypeIds,
  selectOwnedRecordIds,
  type TablePlan,
  writeRecordPlan,
} from './profile-records.repo.ts';

/**
 * The sub-record lists of PUT /user (working experiences, businesses, educations). Each item with an
 * id edits (whole record replaced) or, with `deleted: true`, soft-deletes that record; each item
 * without an id is added. Records not mentioned stay as they are. Every id must name a non-deleted
 * record of the target user and every job type must exist, else 400 before anything is written.
 */

interface Item {
  id?: number;
  deleted: boolean;
}

type Plan<V> = RecordPlan<V>;

type FieldError = { path: string; message: string };

const MESSAGES = {
  workingExps: 'Pengalaman kerja tidak ditemukan pada profil ini.',
  businesses: 'Usaha tidak ditemukan pada profil ini.',
  educations: 'Pendidikan tidak ditemukan pada profil ini.',
} as const;
type ListKey = keyof typeof MESSAGES;
const DUPLICATE = 'Data yang sama dikirim lebih dari sekali.';
export const JOB_TYPE_NOT_FOUND = 'Jenis pekerjaan tidak ditemukan.';

function fail(errors: FieldError[]): never {
  throw badRequest(errors[0]?.message ?? 'Data tidak valid.', 'PROFILE_RECORD_INVALID', errors);
}

function plan<I extends Item, V>(items: I[] | undefined, toValues: (item: I) => V): Plan<V> {
  const out: Plan<V> = { adds: [], edits: [], deletes: [] };
  for (const item of items ?? []) {
    if (item.id === undefined) {
      // Added then removed in the form before saving: nothing to store.
      if (!item.deleted) out.adds.push(toValues(item));
    } else if (item.deleted) out.deletes.push(item.id);
    else out.edits.push({ id: item.id, values: toValues(item) });
  }
  return out;
}

/** Ids that are sent twice, or that are not live records of the user, as field errors. */
function checkIds(key: ListKey, items: Item[] | undefined, owned: Set<number>): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  (items ?? []).forEach((item, i) => {
    if (item.id === undefined) return;
    if (seen.has(item.id)) errors.push({ path: `${key}.${i}.id`, message: DUPLICATE });
    else if (!owned.has(item.id)) errors.push({ path: `${key}.${i}.id`, message: MESSAGES[key] });
    seen.add(item.id);
  });
  return errors;
}

const idsOf = (items: Item[] | undefined) => [
  ...new Set((items ?? []).flatMap((i) => (i.id === undefined ? [] : [i.id]))),
];

const workingExpValues = (i: WorkingExpInput) => ({
  position: i.position ?? null,
  job_type_id: i.jobTypeId ?? null,
  name: i.name ?? null,
  address: i.address ?? null,
  start_date: i.startDate,
  end_date: i.currentlyWorking ? null : i.endDate,
  currently_working: i.currentlyWorking ? 1 : 0,
  description: i.description ?? null,
});

const businessValues = (i: BusinessInput) => ({
  name: i.name ?? null,
  address: i.address ?? null,
  start_date: i.startDate,
  end_date: i.currentlyWorking ? null : i.endDate,
  currently_working: i.currentlyWorking ? 1 : 0,
  description: i.description ?? null,
  line: i.line ?? null,
  unlisted: i.unlisted ? 1 : 0,
});

const educationValues = (i: EducationInput) => ({
  university: i.university ?? null,
  title: i.title ?? null,
  study_major: i.studyMajor ?? null,
  start_date: i.startDate,
  end_date: i.endDate,
  gpa: i.gpa,
  description: i.description ?? null,
});

/** Refuses foreign or repeated ids and unknown job types (400 with field paths); writes nothing. */
async function validate(tx: Tx, userId: number, body: UpdateProfileBody): Promise<void> {
  const owned = async (
    table: 'working_experiences' | 'businesses' | 'educations',
    items: Item[] | undefined,
  ): Promise<Set<number>> => {
    const ids = idsOf(items);
    if (ids.length === 0) return new Set();
    return selectOwnedRecordIds(tx, table, userId, ids);
  };
  const errors = [
    ...checkIds('workingExps', body.workingExps, await owned('working_experiences', body.workingExps)),
    ...checkIds('businesses', body.businesses, await owned('businesses', body.businesses)),
    ...checkIds('educations', body.educations, await owned('educations', body.educations)),
  ];

  const live = (body.workingExps ?? []).map((w, i) => ({ w, i })).filter(({ w }) => !w.deleted);
  const jobTypeIds = [...new Set(live.flatMap(({ w }) => (w.jobTypeId == null ? [] : [w.jobTypeId])))];
  if (jobTypeIds.length > 0) {
    const found = await selectJobTypeIds(tx, jobTypeIds);
    for (const { w, i } of live)
      if (w.jobTypeId != null && !found.has(w.jobTypeId))
        errors.push({ path: `workingExps.${i}.jobTypeId`, message: JOB_TYPE_NOT_FOUND });
  }
  if (errors.length > 0) fail(errors);
}

/** Applies the three lists inside the caller's transaction (after `validate`). */
export async function saveProfileRecords(
  tx: Tx,
  userId: number,
  body: UpdateProfileBody,
  now: string,
): Promise<void> {
  await validate(tx, userId, body);

  for (const records of [
    { table: 'working_experiences', plan: plan(body.workingExps, workingExpValues) },
    { table: 'businesses', plan: plan(body.businesses, businessValues) },
    { table: 'educations', plan: plan(body.educations, educationValues) },
  ] satisfies TablePlan[])
    await writeRecordPlan(tx, userId, now, records);
}
