import type { Motif } from './placeholder-images.ts';
import { STARTER_CATEGORIES, STARTER_JOB_TYPES } from './starter-catalog.ts';

/** Fixed Indonesian content of the demo community (names, venues, texts); the random parts come from faker. */

export const COMMUNITY = {
  name: 'Alumni 86',
  vision:
    'Menjadi wadah silaturahmi alumni angkatan 1986 yang guyub, saling peduli, dan bermanfaat bagi sesama.',
  mission:
    'Mempererat persaudaraan lewat reuni dan kegiatan rutin; saling membantu dalam kesehatan, usaha, dan pendidikan; berbagi untuk almamater dan masyarakat.',
} as const;

/** The job types and categories are the starter catalog's (starter-catalog.ts): the demo adds none. */
export const JOB_TYPES = STARTER_JOB_TYPES;
export type JobType = (typeof JOB_TYPES)[number];

export const CATEGORIES = STARTER_CATEGORIES;
export type CategoryKey = (typeof CATEGORIES)[number]['key'];

/** Groups: `name` is the short title, `displayName` the full one shown on the group banner. */
export const GROUPS = [
  {
    key: 'reuni',
    name: 'Reuni Akbar',
    displayName: 'Reuni Akbar Alumni 86',
    motif: 'reuni',
    tagline: 'Temu kangen seluruh angkatan',
  },
  {
    key: 'jalan-sehat',
    name: 'Jalan Sehat Bulanan',
    displayName: 'Jalan Sehat Bulanan Alumni 86',
    motif: 'olahraga',
    tagline: 'Sehat bersama, bahagia bersama',
  },
  {
    key: 'baksos',
    name: 'Bakti Sosial',
    displayName: 'Bakti Sosial Alumni 86',
    motif: 'sosial',
    tagline: 'Berbagi untuk sesama',
  },
  {
    key: 'berbagi',
    name: 'Alumni Berbagi',
    displayName: 'Webinar dan Seminar Alumni Berbagi',
    motif: 'seminar',
    tagline: 'Belajar dari pengalaman teman seangkatan',
  },
  {
    key: 'wisata',
    name: 'Wisata Nostalgia',
    displayName: 'Wisata Nostalgia Alumni 86',
    motif: 'wisata',
    tagline: 'Jalan-jalan sambil mengenang masa SMA',
  },
  {
    key: 'hobi',
    name: 'Kumpul Hobi',
    displayName: 'Kumpul Hobi dan Kuliner',
    motif: 'hobi',
    tagline: 'Berkarya dan bersenang-senang bersama',
  },
] as const satisfies readonly {
  key: string;
  name: string;
  displayName: string;
  motif: Motif;
  tagline: string;
}[];
export type GroupKey = (typeof GROUPS)[number]['key'];

/** A second paragraph per category, so every description reads like a real announcement. */
export const CATEGORY_PARAGRAPHS: Record<CategoryKey, readonly string[]> = {
  reuni: [
    'Ajak teman sekelas yang belum bergabung di aplikasi ini, supaya semakin banyak yang bisa bertemu kembali.',
    'Panitia menyiapkan sesi foto per kelas, jadi jangan lupa datang tepat waktu dan mengenakan kaos angkatan.',
  ],
  olahraga: [
    'Gunakan sepatu yang nyaman dan bawa botol minum sendiri. Peserta dengan kondisi kesehatan khusus dimohon berkonsultasi dengan dokter terlebih dahulu.',
    'Kegiatan ini terbuka untuk pasangan dan keluarga. Panitia menyediakan air mineral dan buah.',
  ],
  'sosial-amal': [
    'Donasi berupa uang dapat disalurkan lewat bendahara angkatan; laporan penyaluran akan dibagikan setelah kegiatan.',
    'Kami membutuhkan relawan untuk pendataan, pengemasan, dan dokumentasi. Silakan sebutkan kesediaan Anda di kolom komentar.',
  ],
  wisata: [
    'Biaya perjalanan sudah termasuk transportasi, makan siang, dan tiket masuk. Pembayaran dikonfirmasi paling lambat satu minggu sebelum berangkat.',
    'Mohon membawa obat-obatan pribadi dan kartu identitas. Titik kumpul dan jadwal keberangkatan akan diumumkan ulang sehari sebelumnya.',
  ],
  seminar: [
    'Peserta dapat mengajukan pertanyaan selama sesi tanya jawab. Materi presentasi akan dibagikan setelah acara.',
    'Acara ini gratis untuk seluruh anggota. Silakan ajak pasangan untuk ikut menyimak.',
  ],
  kuliner: [
    'Ada menu vegetarian dan pilihan rendah gula. Sampaikan pantangan makanan Anda kepada panitia.',
    'Biaya makan ditanggung masing-masing peserta, panitia hanya mengatur tempat dan rute.',
  ],
  keagamaan: [
    'Mari hadir dengan pakaian yang sopan dan rapi. Acara dimulai tepat waktu.',
    'Bagi yang berhalangan hadir, doa dan salam dapat dititipkan melalui kolom komentar.',
  ],
  hobi: [
    'Peralatan disediakan panitia dalam jumlah terbatas; bila punya sendiri, silakan dibawa.',
    'Tidak perlu pengalaman sebelumnya. Yang penting niat dan semangat untuk bersenang-senang bersama.',
  ],
};
