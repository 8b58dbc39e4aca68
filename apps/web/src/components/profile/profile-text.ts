/** Indonesian strings of the profile components shared by /profile and /profile/{key} (docs/spec.md §§2, 8). */
export const PROFILE_TEXT = {
  tabsLabel: 'Bagian profil',
  tabs: { data: 'Data Pribadi', joined: 'Riwayat Acara', created: 'Acara Dibuat' },
  /** `?tab=` values; Data Pribadi is the default and leaves the URL bare. */
  tabIds: { data: 'data', joined: 'riwayat', created: 'dibuat' },
  emptyOwn: 'Anda belum mengisi kolom ini.',
  // The spec's sentence turned to the third person, as its own 'Pengguna belum mengikuti acara apapun.'.
  emptyOther: 'Pengguna belum mengisi kolom ini.',
  sections: {
    personal: 'Informasi Pribadi',
    about: 'Tentang',
    skills: 'Keahlian',
    experience: 'Pengalaman Kerja',
    business: 'Usaha',
    education: 'Pendidikan',
    socials: 'Media Sosial',
  },
  fields: {
    name: 'Nama Lengkap',
    nickname: 'Nama Panggilan',
    username: 'Username',
    highSchool: 'Asal SMA',
    occupation: 'Pekerjaan',
    languages: 'Bahasa',
    email: 'Email',
    phoneNumber: 'Nomor Telepon/WA',
    address: 'Alamat',
  },
  atCompany: (position: string, company: string) => `${position} di ${company}`,
  gpa: (value: string) => `IPK ${value}`,
  socialLinkLabel: (site: string, handle: string) => `${site}: ${handle} (membuka situs ${site})`,
  joinedList: 'Acara yang diikuti',
  // Tickets, check-in and exports (docs/decisions/015): marks in one's own 'Riwayat Acara'.
  attended: 'Hadir',
  ticket: 'Tiket Saya',
  /** A finished event's 'Album Foto' (docs/decisions/032-event-album.md). */
  album: 'Album Foto',
  albumFor: (name: string) => `Album Foto ${name}`,
  ticketFor: (event: string) => `Tiket Saya untuk ${event}`,
  /** The member's history in two parts (docs/decisions/023). */
  upcoming: 'Akan Datang',
  past: 'Sudah Lewat',
  waitlistPosition: (n: number) => `Daftar tunggu · posisi antrean: ${n}`,
  createdList: 'Acara yang dibuat',
  joinedEmptyOwn: 'Belum Mengikuti Acara',
  createdEmptyOwn: 'Belum Membuat Acara',
  joinedEmptyOther: 'Pengguna belum mengikuti acara apapun.',
  createdEmptyOther: 'Pengguna belum membuat acara apapun.',
  seeEvents: 'Lihat Acara',
  loadError: 'Gagal memuat acara.',
  retry: 'Coba Lagi',
} as const;
