import { DESCRIPTION_MAX, END_BEFORE_START, GPA_RANGE, PHONE_MAX, REQUIRED } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { emptyBusiness, emptyEducation, emptyExperience, type ProfileDraft } from './profile-draft.ts';
import {
  aboutErrors,
  businessErrors,
  educationErrors,
  experienceErrors,
  personalErrors,
  socialsErrors,
} from './profile-validation.ts';

describe('side panel checks use the server rules and messages', () => {
  it('refuses a GPA above 4 and non-numbers; accepts 3,75 and empty', () => {
    expect(educationErrors({ ...emptyEducation(), gpa: '5.75' })).toEqual({ gpa: GPA_RANGE });
    expect(educationErrors({ ...emptyEducation(), gpa: '3.5.1' })).toEqual({
      gpa: 'IPK harus berupa angka.',
    });
    expect(educationErrors({ ...emptyEducation(), gpa: '3,75' })).toEqual({});
    expect(educationErrors({ ...emptyEducation(), gpa: '' })).toEqual({});
  });

  it('refuses an end before the start, on each dated list', () => {
    const dates = { startDate: '10/05/2020', endDate: '10/04/2019' };
    expect(educationErrors({ ...emptyEducation(), ...dates })).toEqual({ endDate: END_BEFORE_START });
    expect(businessErrors({ ...emptyBusiness(), ...dates })).toEqual({ endDate: END_BEFORE_START });
    expect(experienceErrors({ ...emptyExperience(), jobTypeId: 1, ...dates })).toEqual({
      endDate: END_BEFORE_START,
    });
    // Still working: the end date is not sent, so nothing to refuse.
    expect(businessErrors({ ...emptyBusiness(), ...dates, currentlyWorking: true })).toEqual({});
  });

  it('tells every problem of a panel at once (the end date even while the GPA is wrong)', () => {
    const item = { ...emptyEducation(), gpa: '5.75', startDate: '10/08/1991', endDate: '10/07/1986' };
    expect(educationErrors(item)).toEqual({ gpa: GPA_RANGE, endDate: END_BEFORE_START });
  });

  it('refuses over-long text with the field-named message and marks a missing job type', () => {
    const long = 'x'.repeat(DESCRIPTION_MAX + 1);
    expect(businessErrors({ ...emptyBusiness(), description: long })).toEqual({
      description: `Deskripsi maksimal ${DESCRIPTION_MAX} karakter`,
    });
    expect(experienceErrors(emptyExperience())).toEqual({ jobTypeId: REQUIRED });
  });

  it('checks social handles, skills and the personal fields the same way', () => {
    const socials = {
      instagram: 'https://instagram.com/siti',
      facebook: '',
      linkedin: '',
      twitter: '',
      tiktok: '',
    };
    expect(Object.keys(socialsErrors(socials))).toEqual(['instagram']);
    expect(aboutErrors('', ['y'.repeat(51)])).toEqual({
      specialities: 'Setiap keahlian maksimal 50 karakter',
    });
    expect(aboutErrors('Halo', ['Menulis'])).toEqual({});

    const draft = {
      name: ' ',
      nickname: '',
      phoneNumber: '1'.repeat(PHONE_MAX + 1),
      address: '',
      highSchool: '',
      occupation: '',
      languages: '',
    } as ProfileDraft;
    expect(personalErrors(draft)).toEqual({
      name: 'Nama harus diisi',
      phoneNumber: `Nomor telepon maksimal ${PHONE_MAX} karakter`,
    });
  });
});
