/** Texts of 'Tiket Saya' (docs/decisions/015). */
export const TICKET_TEXT = {
  title: 'Tiket Saya',
  open: 'Tiket Saya',
  openFor: (event: string) => `Tiket Saya untuk ${event}`,
  back: 'Kembali ke acara',
  holder: 'Nama Peserta',
  order: (n: number) => `Pendaftar ke-${n}`,
  qrLabel: (event: string) => `Kode QR tiket untuk ${event}`,
  code: 'Kode tiket',
  shortCode: 'Kode untuk diketik',
  shortCodeHint: 'Bila QR tidak terbaca, sebutkan kode ini kepada panitia.',
  /** '7KQ2-MX9D': the short code in two groups of four, easier to read aloud. */
  shortCodeGroups: (code: string) => (code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code),
  howTo: 'Tunjukkan kode QR ini kepada panitia di pintu masuk. Naikkan kecerahan layar agar mudah dipindai.',
  offline: 'Anda sedang offline. Tiket ini disimpan di perangkat dan tetap dapat dipindai.',
  attended: (time: string) => `Hadir · check-in pukul ${time}`,
  loading: 'Memuat tiket…',
  loadFailed: 'Tiket belum dapat dimuat.',
  retry: 'Coba Lagi',
  when: 'Waktu',
  where: 'Tempat',
} as const;
