/** Words of the provisional profile page (the full editor with tabs comes later). */
export const PROFILE_TEXT = {
  pageTitle: 'Profil Saya',
  heading: 'Profil Saya',
  memberSince: 'Anggota sejak',
  email: 'Email',
  username: 'Username',
  comingSoon: 'Pengeditan profil lengkap segera hadir.',
  comingSoonDetail:
    'Sebentar lagi Anda dapat melengkapi data pribadi, pengalaman, usaha dan pendidikan di sini.',
  errorTitle: 'Profil Gagal Dimuat',
  retry: 'Coba Lagi',
  loading: 'Memuat profil…',
} as const;
