import type { RegistrationMode } from '@alumni/contract';

/** /admin/user/join: 'Tautan Gabung' and the registrations waiting for approval (docs/decisions/022). */
export const JOIN_ADMIN_TEXT = {
  title: 'Tautan Gabung & Persetujuan',
  open: 'Tautan Gabung',
  pendingBadge: (n: number) => `${n} menunggu`,
  link: {
    title: 'Tautan Gabung',
    lead: 'Satu tautan untuk dibagikan di grup WhatsApp angkatan. Siapa pun yang membukanya bisa mendaftar; anggota yang datanya sudah diimpor diminta memakai data itu (Anda yang mengonfirmasi).',
    none: 'Belum ada Tautan Gabung.',
    create: 'Buat Tautan Gabung',
    label: 'Alamat tautan',
    copy: 'Salin Tautan',
    copied: 'Tersalin',
    share: 'Bagikan via WhatsApp',
    renew: 'Buat Tautan Baru',
    renewTitle: 'Buat Tautan Gabung baru?',
    renewMessage:
      'Tautan lama tidak berlaku lagi: siapa pun yang membukanya diminta meminta tautan terbaru. Bagikan tautan baru di grup WhatsApp angkatan.',
    renewConfirm: 'Buat Baru',
    createdOn: (date: string) => `Dibuat ${date}`,
    shareText: (community: string, url: string) =>
      `Halo teman-teman ${community}! Silakan bergabung di situs alumni kita lewat tautan ini: ${url}\nJika nama Anda sudah ada di daftar angkatan, pilih "Ya, ini saya" agar data Anda terpakai.`,
    failedTitle: 'Gagal membuat Tautan Gabung',
  },
  mode: {
    title: 'Cara Pendaftaran',
    label: 'Pendaftaran anggota baru',
    hints: {
      OPEN: 'Siapa pun langsung menjadi anggota, lewat halaman Daftar maupun Tautan Gabung.',
      APPROVAL: 'Pendaftar menunggu persetujuan admin sebelum bisa masuk.',
      INVITATION_ONLY:
        'Halaman Daftar ditutup; hanya undangan dan Tautan Gabung yang bisa dipakai, dan pendaftarnya menunggu persetujuan admin.',
    } satisfies Record<RegistrationMode, string>,
    save: 'Simpan',
    saved: 'Cara pendaftaran disimpan',
    failedTitle: 'Gagal menyimpan cara pendaftaran',
  },
  pending: {
    title: 'Menunggu Persetujuan',
    empty: 'Tidak ada pendaftaran yang menunggu.',
    kindNew: 'Pendaftaran baru',
    kindClaim: 'Klaim data impor',
    claimOf: 'Meminta data:',
    viaLink: 'lewat Tautan Gabung',
    viaRegister: 'lewat halaman Daftar',
    approve: 'Setujui',
    reject: 'Tolak',
    approveTitle: 'Setujui pendaftaran?',
    approveClaimTitle: 'Konfirmasi klaim data?',
    approveMessage: (name: string) =>
      `${name} akan menjadi anggota dan bisa masuk dengan password yang dibuatnya.`,
    approveClaimMessage: (name: string, target: string) =>
      `${name} akan memakai data ${target} dari daftar angkatan dan bisa masuk dengan password yang dibuatnya. Pastikan orangnya benar.`,
    rejectTitle: 'Tolak pendaftaran?',
    rejectMessage: (name: string) => `Pendaftaran ${name} ditolak dan tidak bisa dibatalkan.`,
    approved: 'Pendaftaran disetujui',
    rejected: 'Pendaftaran ditolak',
    failedTitle: 'Gagal memproses pendaftaran',
    loadError: 'Daftar pendaftaran tidak dapat dimuat.',
  },
} as const;
