/** Texts of 'Tiket Saya' (issue 18). */
export const TICKET_TEXT = {
  title: 'Tiket Saya',
  open: 'Tiket Saya',
  openFor: (event: string) => `Tiket Saya untuk ${event}`,
  back: 'Kembali ke acara',
  holder: 'Nama Peserta',
  order: (n: number) => `Pendaftar ke-${n}`,
  qrLabel: (event: string) => `Kode QR tiket untuk ${event}`,
  code: 'Kode tiket',
  howTo: 'Tunjukkan kode QR ini kepada panitia di pintu masuk. Naikkan kecerahan layar agar mudah dipindai.',
  offline: 'Anda sedang offline. Tiket ini disimpan di perangkat dan tetap dapat dipindai.',
  attended: (time: string) => `Hadir · check-in pukul ${time}`,
  loading: 'Memuat tiket…',
  loadFailed: 'Tiket belum dapat dimuat.',
  retry: 'Coba Lagi',
  when: 'Waktu',
  where: 'Tempat',
} as const;
