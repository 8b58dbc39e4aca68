/** The provisional landing page's words (the full landing with carousels comes later). */
export const HOME_TEXT = {
  pageTitle: 'Beranda',
  eyebrow: 'Komunitas Alumni Angkatan 1986',
  titleStart: 'Selamat datang,',
  titleAccent: 'Alumni 1986',
  lead: 'Temukan reuni, kegiatan sosial dan acara seru bersama teman seangkatan. Daftar dengan mudah dan tetap terhubung di mana pun Anda berada.',
  seeEvents: 'Lihat Acara',
  join: 'Daftar Anggota',
  greeting: (name: string) => `Halo, ${name}`,
  lastLogin: (when: string) => `Terakhir masuk: ${when}`,
  firstVisit: 'Senang Anda bergabung bersama kami.',
  statsTitle: 'Komunitas Kita',
  /** Spec section 2 (about page): 20,000+ members, 200+ events, years active = current year - 2011. */
  stats: (year: number) => [
    { value: '20.000+', label: 'Anggota' },
    { value: '200+', label: 'Acara' },
    { value: String(year - 2011), label: 'Tahun Aktif' },
  ],
  featuresTitle: 'Satu tempat untuk semua acara angkatan',
  features: [
    {
      title: 'Temukan Acara',
      text: 'Lihat jadwal reuni, arisan, olahraga bersama dan kegiatan sosial angkatan kita.',
    },
    {
      title: 'Daftar dengan Mudah',
      text: 'Ikuti acara cukup dengan beberapa ketukan dan lihat siapa saja teman yang ikut hadir.',
    },
    {
      title: 'Tetap Terhubung',
      text: 'Berbagi kabar, berkomentar di acara dan perbarui profil Anda kapan saja.',
    },
  ],
} as const;
