import { END_BEFORE_START, GPA_RANGE, REQUIRED, SOCIAL_NOT_A_HANDLE } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { createJobType, getUser, HOSTILE, putUser, subRows, userRow } from './users.test-support.ts';

let ctx: TestContext;
let jobId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  jobId = (await createJobType(ctx)).id;
});
afterAll(() => ctx.close());

const long = (n: number) => 'a'.repeat(n);
const exp = (o: Record<string, unknown>) => ({ workingExps: [{ jobTypeId: jobId, ...o }] });

describe('PUT /user validation', () => {
  it.each([
    [{ name: undefined }, 'name', 'Nama harus diisi'],
    [{ name: '   ' }, 'name', 'Nama harus diisi'],
    [{ name: 42 }, 'name', 'Nama harus diisi'],
    [{ name: long(101) }, 'name', 'Nama maksimal 100 karakter'],
    [{ id: 'saya' }, 'id', 'ID pengguna tidak valid'],
    [{ nickname: long(51) }, 'nickname', 'Nama panggilan maksimal 50 karakter'],
    [
      { phoneNumber: '0812abc' },
      'phoneNumber',
      'Nomor telepon hanya boleh berisi angka, spasi, - dan + di awal',
    ],
    [
      { phoneNumber: HOSTILE[1] },
      'phoneNumber',
      'Nomor telepon hanya boleh berisi angka, spasi, - dan + di awal',
    ],
    [{ phoneNumber: '0812' }, 'phoneNumber', 'Nomor telepon minimal 6 karakter'],
    [{ address: long(501) }, 'address', 'Alamat maksimal 500 karakter'],
    [{ highSchool: long(101) }, 'highSchool', 'Asal SMA maksimal 100 karakter'],
    [{ occupation: long(101) }, 'occupation', 'Pekerjaan maksimal 100 karakter'],
    [{ about: long(2001) }, 'about', 'Tentang saya maksimal 2000 karakter'],
    [{ about: ['x'] }, 'about', 'Tentang saya harus berupa teks'],
    [{ languages: long(201) }, 'languages', 'Bahasa maksimal 200 karakter'],
    [{ picture: 12 }, 'picture', 'Gambar tidak valid.'],
    [{ specialities: 7 }, 'specialities', 'Keahlian harus berupa teks atau daftar teks'],
    [
      { specialities: Array.from({ length: 31 }, (_, i) => `K${i}`) },
      'specialities',
      'Keahlian maksimal 30 item',
    ],
    [{ specialities: `Oke, ${long(51)}` }, 'specialities', 'Setiap keahlian maksimal 50 karakter'],
    [{ socials: { instagram: 'https://instagram.com/budi' } }, 'socials.instagram', SOCIAL_NOT_A_HANDLE],
    [{ socials: { facebook: 'facebook.com/budi' } }, 'socials.facebook', SOCIAL_NOT_A_HANDLE],
    [{ socials: { linkedin: 'linkedin.com' } }, 'socials.linkedin', SOCIAL_NOT_A_HANDLE],
    [{ socials: { twitter: 'www.budi' } }, 'socials.twitter', SOCIAL_NOT_A_HANDLE],
    [{ socials: { tiktok: 'budi santoso' } }, 'socials.tiktok', SOCIAL_NOT_A_HANDLE],
    [{ socials: { tiktok: HOSTILE[0] } }, 'socials.tiktok', SOCIAL_NOT_A_HANDLE],
    [
      { socials: { instagram: "budi';--" } },
      'socials.instagram',
      'Instagram hanya boleh berisi huruf, angka, titik, garis bawah dan tanda hubung',
    ],
    [{ socials: { instagram: long(51) } }, 'socials.instagram', 'Instagram maksimal 50 karakter'],
    [{ workingExps: [{ position: 'Tanpa jenis' }] }, 'workingExps.0.jobTypeId', REQUIRED],
    [{ workingExps: [{ id: 5, jobTypeId: null }] }, 'workingExps.0.jobTypeId', REQUIRED],
    [exp({ jobTypeId: 'abc' }), 'workingExps.0.jobTypeId', 'Jenis pekerjaan tidak valid'],
    [exp({ id: -1 }), 'workingExps.0.id', 'ID data tidak valid'],
    [exp({ startDate: '2020-01-01' }), 'workingExps.0.startDate', 'Tanggal mulai harus berformat DD/MM/YYYY'],
    [exp({ startDate: '31/02/2020' }), 'workingExps.0.startDate', 'Tanggal mulai harus berformat DD/MM/YYYY'],
    [exp({ endDate: '10/13/2020' }), 'workingExps.0.endDate', 'Tanggal selesai harus berformat DD/MM/YYYY'],
    [exp({ startDate: '01/05/2020', endDate: '30/04/2020' }), 'workingExps.0.endDate', END_BEFORE_START],
    [
      exp({ currentlyWorking: 'ya' }),
      'workingExps.0.currentlyWorking',
      'Masih bekerja harus bernilai true atau false',
    ],
    [exp({ position: long(101) }), 'workingExps.0.position', 'Posisi maksimal 100 karakter'],
    [exp({ name: long(201) }), 'workingExps.0.name', 'Nama perusahaan maksimal 200 karakter'],
    [exp({ address: long(501) }), 'workingExps.0.address', 'Alamat perusahaan maksimal 500 karakter'],
    [exp({ description: long(2001) }), 'workingExps.0.description', 'Deskripsi maksimal 2000 karakter'],
    [{ workingExps: 'semua' }, 'workingExps', 'Daftar data tidak valid'],
    [{ workingExps: ['x'] }, 'workingExps.0', 'Data pengalaman kerja tidak valid'],
    [
      { workingExps: Array.from({ length: 51 }, () => ({ jobTypeId: jobId })) },
      'workingExps',
      'Maksimal 50 data',
    ],
    [
      { businesses: [{ startDate: '01/06/2019', endDate: '01/01/2019' }] },
      'businesses.0.endDate',
      END_BEFORE_START,
    ],
    [{ businesses: [{ name: long(201) }] }, 'businesses.0.name', 'Nama usaha maksimal 200 karakter'],
    [
      { businesses: [{ description: long(2001) }] },
      'businesses.0.description',
      'Deskripsi maksimal 2000 karakter',
    ],
    [{ educations: [{ gpa: 4.01 }] }, 'educations.0.gpa', GPA_RANGE],
    [{ educations: [{ gpa: -0.5 }] }, 'educations.0.gpa', GPA_RANGE],
    [{ educations: [{ gpa: '5' }] }, 'educations.0.gpa', GPA_RANGE],
    [{ educations: [{ gpa: 'tinggi' }] }, 'educations.0.gpa', 'IPK harus berupa angka.'],
    [{ educations: [{ gpa: true }] }, 'educations.0.gpa', 'IPK harus berupa angka.'],
    [
      { educations: [{ startDate: '01/09/1990', endDate: '01/08/1990' }] },
      'educations.0.endDate',
      END_BEFORE_START,
    ],
    [
      { educations: [{ university: long(201) }] },
      'educations.0.university',
      'Universitas maksimal 200 karakter',
    ],
    [{ educations: [{ title: long(101) }] }, 'educations.0.title', 'Gelar maksimal 100 karakter'],
    [{ educations: [{ studyMajor: long(201) }] }, 'educations.0.studyMajor', 'Jurusan maksimal 200 karakter'],
  ])('refuses %j with 400 at %s, changing nothing', async (patch, path, message) => {
    const { user, headers } = await loginAs(ctx, 'ROLE_USER', { name: 'Asli' });
    const res = await putUser(ctx, { name: 'Baru', ...patch }, headers);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(body.errors).toContainEqual({ path, message });
    expect(body.message).toBe(body.errors[0].message);
    expect((await userRow(ctx, user.id)).name).toBe('Asli');
    expect(await subRows(ctx, user.id)).toEqual({ workingExps: [], businesses: [], educations: [] });
  });

  it('refuses a body that is not an object', async () => {
    const { headers } = await loginAs(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      payload: '["Budi"]',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Data yang dikirim tidak valid.');
  });

  it('accepts the edges: same start and end month, GPA 0 and 4, end before start while still working', async () => {
    const { user, headers } = await loginAs(ctx);
    const res = await putUser(
      ctx,
      {
        name: 'Tepi',
        workingExps: [
          { jobTypeId: jobId, startDate: '28/02/2021', endDate: '01/02/2021' },
          { jobTypeId: jobId, startDate: '01/05/2020', endDate: '01/01/2000', currentlyWorking: true },
        ],
        educations: [{ gpa: 0 }, { gpa: '4.00' }, { gpa: '' }],
        socials: { instagram: '@Budi_86.id-x' },
      },
      headers,
    );
    expect(res.statusCode).toBe(200);
    const rows = await subRows(ctx, user.id);
    expect(rows.workingExps.map((w) => [w.start_date, w.end_date, w.currently_working])).toEqual([
      ['2021-02-10', '2021-02-10', 0],
      ['2020-05-10', null, 1],
    ]);
    expect(rows.educations.map((e) => e.gpa)).toEqual([0, 4, null]);
    expect((await userRow(ctx, user.id)).instagram).toBe('Budi_86.id-x');
  });
});

describe('PUT /user hostile text', () => {
  it.each(HOSTILE)('stores %s verbatim in every free-text field and returns it verbatim', async (text) => {
    const { user, headers } = await loginAs(ctx);
    const res = await putUser(
      ctx,
      {
        name: text,
        nickname: text,
        address: text,
        highSchool: text,
        occupation: text,
        about: text,
        specialities: [text],
        languages: text,
        workingExps: [{ jobTypeId: jobId, position: text, name: text, address: text, description: text }],
        businesses: [{ name: text, address: text, description: text }],
        educations: [{ university: text, title: text, studyMajor: text, description: text }],
      },
      headers,
    );
    expect(res.statusCode).toBe(200);
    const row = await userRow(ctx, user.id);
    for (const column of [
      'name',
      'nickname',
      'address',
      'high_school',
      'occupation',
      'about',
      'specialities',
      'languages',
    ] as const)
      expect(row[column], column).toBe(text);
    const rows = await subRows(ctx, user.id);
    expect(rows.workingExps[0]).toMatchObject({
      position: text,
      name: text,
      address: text,
      description: text,
    });
    expect(rows.businesses[0]).toMatchObject({ name: text, address: text, description: text });
    expect(rows.educations[0]).toMatchObject({
      university: text,
      title: text,
      study_major: text,
      description: text,
    });

    // Returned verbatim, to the owner and (the public fields) to a visitor.
    const own = res.json().result;
    expect(own).toMatchObject({ name: text, about: text, specialities: text, address: text });
    expect(own.educations[0]).toMatchObject({ university: text, studyMajor: text });
    const pub = (await getUser(ctx, String(user.id))).json().result;
    expect(pub).toMatchObject({ name: text, nickname: text, occupation: text, languages: text });
    expect(pub.workingExps[0]).toMatchObject({ position: text, description: text });
  });
});
