import { COMMENT_MAX_LENGTH, COMMENT_TEXT } from '@alumni/contract/constants';

/** The comment area's words (docs/spec.md §§4, 8), shared by the components and the tests. */
export const COMMENTS_TEXT = {
  heading: 'Komentar',
  count: (n: number) => `${n} komentar`,
  empty: COMMENT_TEXT.empty,
  emptyHint: 'Jadilah yang pertama menyapa teman seangkatan di acara ini.',
  listLabel: 'Daftar komentar',
  composerLabel: 'Tulis komentar',
  composerPlaceholder: 'Tulis komentar… Ketik @ untuk menyebut teman',
  replyLabel: (name: string) => `Balas komentar ${name}`,
  replyPlaceholder: 'Tulis balasan…',
  editLabel: 'Ubah komentar',
  send: 'Kirim',
  reply: 'Balas',
  edit: 'Ubah',
  delete: 'Hapus',
  save: 'Simpan',
  cancel: 'Batal',
  edited: COMMENT_TEXT.edited,
  deleted: 'Komentar telah dihapus',
  deletedAuthor: COMMENT_TEXT.deletedAuthor,
  replies: (n: number) => `${n} balasan`,
  actionsFor: (name: string) => `Tindakan untuk komentar ${name}`,
  deleteDialog: {
    title: COMMENT_TEXT.deleteTitle,
    message:
      'Apakah Anda yakin ingin menghapus komentar ini? Komentar yang dihapus tidak dapat dikembalikan.',
  },
  errors: {
    send: 'Komentar gagal dikirim',
    edit: 'Komentar gagal diubah',
    delete: 'Komentar gagal dihapus',
    load: 'Komentar gagal dimuat.',
    retry: 'Coba lagi',
  },
  charactersLeft: (n: number) => `Sisa ${n} karakter`,
  maxLength: COMMENT_MAX_LENGTH,
  mention: {
    listLabel: 'Saran anggota untuk disebut',
    count: (n: number) =>
      n === 0
        ? 'Tidak ada anggota yang cocok.'
        : `${n} saran anggota. Pilih dengan panah atas/bawah lalu Enter.`,
    loading: 'Mencari anggota…',
    none: 'Tidak ada anggota yang cocok.',
  },
} as const;
