/** 'In Memoriam' on a classmate's profile (docs/decisions/024); wording reviewed for respect in Indonesian. */
export const MEMORIAL_TEXT = {
  heading: 'In Memoriam',
  passedAway: 'Telah berpulang',
  passedAwayOn: (date: string) => `Telah berpulang pada ${date}`,
  classOf: 'Angkatan 1986',
  prayer: 'Kenangan baik bersamanya akan selalu kami simpan.',
  messages: 'Pesan Kenangan',
  noMessages: 'Belum ada pesan kenangan. Tuliskan kenangan Anda bersamanya.',
  signInToRead: 'Masuk untuk membaca dan menulis pesan kenangan.',
  write: 'Tulis pesan kenangan',
  writeHint: 'Pesan akan tampil setelah disetujui panitia.',
  send: 'Kirim Pesan',
  sentTitle: 'Pesan terkirim',
  failedTitle: 'Gagal mengirim',
  pending: 'Menunggu persetujuan panitia',
} as const;
