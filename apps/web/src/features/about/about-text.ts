/**
 * The about page's own Indonesian labels (docs/spec.md §2, '/about-us'), shared with its e2e tests. What it
 * says about the community (intro, vision, mission, history) comes from the community settings (docs/decisions/021).
 */
export const ABOUT_TEXT = {
  pageTitle: 'Tentang Kami',
  heading: 'Tentang Kami',
  stats: {
    title: 'Komunitas Kita dalam Angka',
    members: 'Anggota',
    events: 'Acara',
    yearsActive: 'Tahun Aktif',
    loading: 'Memuat angka komunitas…',
    failed: 'Angka komunitas belum dapat dimuat saat ini. Silakan coba lagi nanti.',
  },

  purpose: {
    title: 'Visi dan Misi',
    vision: 'Visi',
    mission: 'Misi',
  },

  history: {
    title: 'Perjalanan Kami',
  },

  join: {
    title: 'Mari bergabung bersama kami',
    body: 'Masuk atau daftar sebagai anggota untuk mengikuti acara, menyapa teman lama dan menerima kabar terbaru komunitas.',
  },
} as const;
