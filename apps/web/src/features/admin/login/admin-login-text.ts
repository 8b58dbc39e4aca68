/** /admin/login texts (docs/spec.md §§2 and 5). */
export const ADMIN_LOGIN_TEXT = {
  docTitle: 'Masuk Admin',
  title: 'Masuk Akun',
  lead: (shortName: string) => `Panel admin ${shortName}. Masuk dengan akun admin Anda.`,
  identifier: 'Email/Username',
  password: 'Password',
  emailRequired: 'Email harus diisi',
  passwordRequired: 'Password harus diisi',
  submit: 'Masuk',
  notAdmin: 'Akun Anda tidak memiliki akses admin.',
  successTitle: 'Berhasil Masuk',
  successMessage: 'Selamat datang di dashboard.',
  backToSite: 'Kembali ke situs',
} as const;
