import type { FullUser, PublicUser } from '@alumni/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatGpa, socialUrl } from './profile-sections.tsx';
import { ProfileDetails, splitSpecialities } from './profile-view.tsx';

const NOW = new Date(2026, 2, 14);

const base: PublicUser = {
  id: 7,
  name: 'Siti Rahayu',
  nickname: null,
  username: 'siti86',
  picture: null,
  highSchool: 'SMA Negeri 1 Bandung',
  occupation: null,
  about: null,
  specialities: null,
  languages: null,
  role: 'ROLE_USER',
  isProfileComplete: false,
  createdDate: '2026-03-14T03:00:00.000Z',
  workingExps: [],
  businesses: [],
  educations: [],
  socials: { instagram: null, facebook: null, linkedin: null, twitter: null, tiktok: null },
};

const html = (user: PublicUser | FullUser, own: boolean) =>
  renderToStaticMarkup(<ProfileDetails user={user} own={own} now={NOW} />);

describe('ProfileDetails', () => {
  it('says which parts are empty: the spec sentence on one own profile, Pengguna belum mengisi kolom ini. elsewhere', () => {
    const own = html(base, true);
    expect(own).toContain('Anda belum mengisi kolom ini.');
    expect(own).not.toContain('Pengguna belum mengisi kolom ini.');
    const other = html(base, false);
    expect(other).toContain('Pengguna belum mengisi kolom ini.');
    expect(other).not.toContain('Anda belum mengisi kolom ini.');
    expect(other).toContain('SMA Negeri 1 Bandung');
    expect(other).toContain('@siti86');
  });

  it('shows email, phone and address only when the object carries them', () => {
    expect(html(base, false)).not.toContain('Nomor Telepon/WA');
    expect(html(base, false)).not.toContain('Email');
    const full: FullUser = {
      ...base,
      email: 'siti@contoh.id',
      phoneNumber: '+62 812 3456 7890',
      address: 'Jl. Merdeka 1',
      lastLogin: null,
      reminderEmail: true,
    };
    const out = html(full, true);
    expect(out).toContain('siti@contoh.id');
    expect(out).toContain('+62 812 3456 7890');
    expect(out).toContain('Jl. Merdeka 1');
  });

  it('renders experience, business, education, skills and socials', () => {
    const out = html(
      {
        ...base,
        about: '<script>alert(1)</script>',
        specialities: 'Manajemen, Public Speaking',
        workingExps: [
          {
            id: 1,
            position: 'Manajer',
            jobTypeId: 1,
            jobTypeName: 'Penuh Waktu',
            name: 'PT Maju',
            address: 'Jakarta',
            startDate: '10/01/2015',
            endDate: null,
            currentlyWorking: true,
            description: null,
          },
        ],
        businesses: [
          {
            id: 2,
            name: 'Warung Siti',
            address: null,
            startDate: '10/01/2010',
            endDate: '10/12/2014',
            currentlyWorking: false,
            description: 'Makanan',
            line: 'Kuliner',
          },
        ],
        educations: [
          {
            id: 3,
            university: 'ITB',
            title: 'S1',
            studyMajor: 'Teknik Sipil',
            startDate: '10/08/1986',
            endDate: '10/08/1991',
            gpa: 3.5,
            description: null,
          },
        ],
        socials: { instagram: 'siti.r', facebook: null, linkedin: null, twitter: null, tiktok: 'a/b' },
      },
      false,
    );
    expect(out).toContain('Manajer di PT Maju');
    expect(out).toContain('Jan 2015 – Sekarang · 11 tahun');
    expect(out).toContain('Jan 2010 – Des 2014 · 4 tahun');
    expect(out).toContain('>Kuliner<');
    expect(out).toContain('IPK 3,50');
    expect(out).toContain('Agu 1986 – Agu 1991 · 5 tahun');
    expect(out).toContain('&lt;script>');
    expect(out).not.toContain('<script>');
    expect(out).toContain('>Public Speaking<');
    expect(out).toContain('href="https://www.instagram.com/siti.r"');
    expect(out).toContain('href="https://www.tiktok.com/@a%2Fb"');
    expect(out).toContain('rel="noopener noreferrer"');
  });
});

describe('helpers', () => {
  it('splits specialities and builds encoded social links', () => {
    expect(splitSpecialities('A, B ,, -, C')).toEqual(['A', 'B', 'C']);
    expect(splitSpecialities(null)).toEqual([]);
    expect(socialUrl('instagram', '@siti')).toBe('https://www.instagram.com/siti');
    expect(socialUrl('linkedin', 'a b?x')).toBe('https://www.linkedin.com/in/a%20b%3Fx');
    expect(formatGpa(4)).toBe('4,00');
  });
});
