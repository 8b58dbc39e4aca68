import { type FullUser, UpdateProfileBody } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import {
  addSpeciality,
  applyPanelChange,
  buildUpdateBody,
  draftFromUser,
  emptyBusiness,
  emptyEducation,
  emptyExperience,
  panelSaveBody,
  splitSpecialities,
  withSavedSections,
} from './profile-draft.ts';

const user: FullUser = {
  id: 7,
  name: 'Siti Rahmawati',
  nickname: 'Siti',
  username: 'siti86',
  email: 'siti@example.com',
  phoneNumber: '0812 3456 7890',
  address: 'Jl. Merdeka 1',
  picture: '/uploads/0123456789abcdef0123456789abcdef.webp',
  highSchool: 'SMA 1',
  occupation: 'Guru',
  about: 'Halo',
  specialities: 'Mengajar, Menulis',
  languages: 'Indonesia',
  role: 'ROLE_USER',
  isProfileComplete: true,
  createdDate: '2024-01-01T03:00:00.000Z',
  lastLogin: null,
  reminderEmail: true,
  workingExps: [
    {
      id: 11,
      position: 'Guru',
      jobTypeId: 2,
      jobTypeName: 'Pendidikan',
      name: 'SMA 3',
      address: 'Bandung',
      startDate: '10/07/1990',
      endDate: null,
      currentlyWorking: true,
      description: null,
    },
    {
      id: 12,
      position: 'Staf',
      jobTypeId: 3,
      jobTypeName: 'Lainnya',
      name: 'PT A',
      address: null,
      startDate: '10/01/1988',
      endDate: '10/06/1990',
      currentlyWorking: false,
      description: 'Administrasi',
    },
  ],
  businesses: [],
  educations: [
    {
      id: 21,
      university: 'UPI',
      title: 'S.Pd',
      studyMajor: 'Matematika',
      startDate: '10/08/1986',
      endDate: '10/08/1990',
      gpa: 3.5,
      description: null,
    },
  ],
  socials: { instagram: 'siti', facebook: null, linkedin: null, twitter: null, tiktok: null },
};

describe('draftFromUser', () => {
  it('turns nulls into empty text and splits the skills', () => {
    const d = draftFromUser(user);
    expect(d.specialities).toEqual(['Mengajar', 'Menulis']);
    expect(d.socials).toEqual({ instagram: 'siti', facebook: '', linkedin: '', twitter: '', tiktok: '' });
    expect(d.workingExps[0]).toMatchObject({ id: 11, key: 'id-11', description: '', deleted: false });
    expect(d.educations[0]?.gpa).toBe('3.5');
    expect(d.picture).toEqual({ kind: 'keep' });
  });
});

describe('buildUpdateBody', () => {
  it('sends an unchanged profile whole, without picture, and the server schema accepts it', () => {
    const body = buildUpdateBody(draftFromUser(user));
    expect(body).not.toHaveProperty('picture');
    expect(body.name).toBe('Siti Rahmawati');
    expect(body.specialities).toEqual(['Mengajar', 'Menulis']);
    expect(body.workingExps).toHaveLength(2);
    expect(body.workingExps?.[0]).toMatchObject({
      id: 11,
      jobTypeId: 2,
      currentlyWorking: true,
      endDate: null,
    });
    expect(body.educations?.[0]).toMatchObject({ id: 21, gpa: 3.5 });
    expect(UpdateProfileBody.safeParse(body).success).toBe(true);
  });

  it("carries 'Pengingat email' from the profile and back (docs/decisions/013)", () => {
    expect(draftFromUser(user).reminderEmail).toBe(true);
    expect(buildUpdateBody(draftFromUser(user)).reminderEmail).toBe(true);
    const off = { ...draftFromUser({ ...user, reminderEmail: false }) };
    expect(off.reminderEmail).toBe(false);
    const body = buildUpdateBody(off);
    expect(body.reminderEmail).toBe(false);
    expect(UpdateProfileBody.parse(body).reminderEmail).toBe(false);
  });

  it('sends a deleted stored record as its id with deleted: true only', () => {
    const d = draftFromUser(user);
    d.workingExps = d.workingExps.map((w) => (w.id === 12 ? { ...w, deleted: true } : w));
    const body = buildUpdateBody(d);
    expect(body.workingExps).toContainEqual({ id: 12, deleted: true });
    expect(body.workingExps?.find((w) => w.id === 11)).toMatchObject({ position: 'Guru' });
  });

  it('sends new records without an id and drops one added then deleted', () => {
    const d = draftFromUser(user);
    const added = { ...emptyExperience(), jobTypeId: 4, position: 'Konsultan', startDate: '10/01/2020' };
    const dropped = { ...emptyExperience(), jobTypeId: 4, deleted: true };
    d.workingExps = [...d.workingExps, added, dropped];
    d.educations = [...d.educations, { ...emptyEducation(), university: 'UI', gpa: '3,75' }];
    const body = buildUpdateBody(d);
    expect(body.workingExps).toHaveLength(3);
    const last = body.workingExps?.[2];
    expect(last).not.toHaveProperty('id');
    expect(last).not.toHaveProperty('deleted');
    expect(last).toMatchObject({ jobTypeId: 4, position: 'Konsultan', startDate: '10/01/2020' });
    expect(body.educations?.[1]).toMatchObject({ university: 'UI', gpa: 3.75 });
    expect(body.educations?.[1]).not.toHaveProperty('id');
    expect(UpdateProfileBody.safeParse(body).success).toBe(true);
  });

  it('clears the end date of a record still running', () => {
    const d = draftFromUser(user);
    d.workingExps = d.workingExps.map((w) => ({ ...w, currentlyWorking: true, endDate: '10/01/2000' }));
    expect(buildUpdateBody(d).workingExps?.every((w) => 'endDate' in w && w.endDate === null)).toBe(true);
  });

  it('sends the picture path, null to remove it, and trims the name', () => {
    const d = { ...draftFromUser(user), name: '  Siti R  ' };
    expect(buildUpdateBody(d, '/uploads/ffffffffffffffffffffffffffffffff.webp').picture).toBe(
      '/uploads/ffffffffffffffffffffffffffffffff.webp',
    );
    expect(buildUpdateBody(d, null).picture).toBeNull();
    expect(buildUpdateBody(d).name).toBe('Siti R');
  });
});

describe('skills', () => {
  it('adds trimmed skills once, ignoring case', () => {
    expect(addSpeciality(['Menulis'], '  Memasak ')).toEqual(['Menulis', 'Memasak']);
    expect(addSpeciality(['Menulis'], 'menulis')).toEqual(['Menulis']);
    expect(addSpeciality(['Menulis'], '   ')).toEqual(['Menulis']);
    expect(addSpeciality([], 'A, B')).toEqual(['A B']);
  });

  it('splits the comma-joined text', () => {
    expect(splitSpecialities('A, B ,, C')).toEqual(['A', 'B', 'C']);
    expect(splitSpecialities(null)).toEqual([]);
  });
});

describe('saving one panel at a time (docs/decisions/023)', () => {
  it('sends the stored profile with only that change: personal data being typed stays behind', () => {
    const business = { ...emptyBusiness(), name: 'Warung Kopi' };
    const body = panelSaveBody(user, { kind: 'businesses', item: business });
    expect(body.name).toBe(user.name);
    expect(body.occupation).toBe(user.occupation);
    expect(body.businesses).toContainEqual(expect.objectContaining({ name: 'Warung Kopi' }));
    expect(body).not.toHaveProperty('picture');
    expect(UpdateProfileBody.safeParse(body).success).toBe(true);
  });

  it('edits and deletes stored records by id', () => {
    const [stored] = draftFromUser(user).workingExps;
    if (!stored) throw new Error('fixture has an experience');
    const edited = panelSaveBody(user, {
      kind: 'workingExps',
      item: { ...stored, position: 'Kepala Sekolah' },
    });
    expect(edited.workingExps).toEqual([
      expect.objectContaining({ id: 11, position: 'Kepala Sekolah' }),
      expect.objectContaining({ id: 12, position: 'Staf' }),
    ]);
    const deleted = panelSaveBody(user, { kind: 'delete', list: 'workingExps', key: stored.key });
    expect(deleted.workingExps).toEqual([{ id: 11, deleted: true }, expect.objectContaining({ id: 12 })]);
    expect(
      applyPanelChange(draftFromUser(user), { kind: 'about', about: 'Baru', specialities: ['A'] }),
    ).toMatchObject({
      about: 'Baru',
      specialities: ['A'],
    });
  });

  it('after a save takes the sections from the server and keeps the personal data being typed', () => {
    const typing = { ...draftFromUser(user), name: 'Nama Baru', occupation: 'Pilot' };
    const next = withSavedSections(typing, { ...user, about: 'Dari server', workingExps: [] });
    expect(next).toMatchObject({
      name: 'Nama Baru',
      occupation: 'Pilot',
      about: 'Dari server',
      workingExps: [],
    });
  });
});
