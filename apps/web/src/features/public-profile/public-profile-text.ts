/** Indonesian strings of /profile/{id or emailOrUsername} (docs/spec.md §2). */
export const PUBLIC_PROFILE_TEXT = {
  loadingTitle: 'Profil Anggota',
  loading: 'Memuat profil…',
  memberSince: (date: string) => `Anggota sejak ${date}`,
  editOwn: 'Edit Profil Saya',
  errorTitle: 'Profil Gagal Dimuat',
  retry: 'Coba Lagi',
} as const;
