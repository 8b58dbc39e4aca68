/** The join call-to-action's buttons (docs/spec.md §2: login / register for logged-out visitors). */
export const JOIN_TEXT = {
  login: 'Masuk',
  register: 'Daftar Anggota',
} as const;
