import type { JobType } from './demo-content.ts';

/** Word pools for member profiles and comments (Indonesian). */

export const CITIES = [
  'Bandung',
  'Bandung',
  'Bandung',
  'Bandung',
  'Cimahi',
  'Jakarta Selatan',
  'Jakarta Selatan',
  'Jakarta Timur',
  'Jakarta Pusat',
  'Bekasi',
  'Depok',
  'Bogor',
  'Tangerang Selatan',
  'Sumedang',
  'Garut',
  'Cirebon',
  'Semarang',
  'Yogyakarta',
  'Surabaya',
  'Malang',
  'Denpasar',
  'Medan',
  'Makassar',
  'Balikpapan',
  'Palembang',
] as const;

export const STREETS = [
  'Jl. Sudirman',
  'Jl. Diponegoro',
  'Jl. Gatot Subroto',
  'Jl. Ahmad Yani',
  'Jl. Merdeka',
  'Jl. Cihampelas',
  'Jl. Pahlawan',
  'Jl. Veteran',
  'Jl. Siliwangi',
  'Jl. Setiabudi',
  'Jl. Kartini',
  'Jl. Pemuda',
  'Jl. Mawar',
  'Jl. Melati',
  'Jl. Kenanga',
  'Jl. Flamboyan',
  'Jl. Cendana',
  'Jl. Anggrek',
  'Jl. Dipatiukur',
  'Jl. Riau',
] as const;

/** What members typed into 'SMA': one school, written the ways people write it. */
export const HIGH_SCHOOLS = [
  'SMA Negeri 1 Bandung',
  'SMA Negeri 1 Bandung',
  'SMA Negeri 1 Bandung',
  'SMA Negeri 1 Bandung',
  'SMAN 1 Bandung',
  'SMA Negeri 1 Bandung (IPA 2)',
  'SMA Negeri 1 Bandung (IPS 1)',
] as const;

export const OCCUPATIONS: readonly { title: string; job: JobType; position: string }[] = [
  { title: 'Wiraswasta', job: 'Wiraswasta', position: 'Pemilik Usaha' },
  { title: 'Pengusaha Kuliner', job: 'Wiraswasta', position: 'Pemilik' },
  { title: 'Pensiunan PNS', job: 'Pensiunan', position: 'Kepala Seksi' },
  { title: 'Pegawai Negeri Sipil', job: 'Pegawai Negeri Sipil', position: 'Analis Kebijakan' },
  { title: 'Guru SMA', job: 'Guru/Dosen', position: 'Guru Matematika' },
  { title: 'Dosen', job: 'Guru/Dosen', position: 'Lektor Kepala' },
  { title: 'Dokter Umum', job: 'Dokter/Tenaga Kesehatan', position: 'Dokter Umum' },
  { title: 'Dokter Gigi', job: 'Dokter/Tenaga Kesehatan', position: 'Dokter Gigi' },
  { title: 'Apoteker', job: 'Dokter/Tenaga Kesehatan', position: 'Apoteker Penanggung Jawab' },
  { title: 'Karyawan Bank', job: 'Karyawan BUMN', position: 'Kepala Cabang' },
  { title: 'Pensiunan BUMN', job: 'Pensiunan', position: 'Manajer Operasional' },
  { title: 'Notaris', job: 'Profesional (Hukum, Akuntansi, Konsultan)', position: 'Notaris' },
  {
    title: 'Konsultan Pajak',
    job: 'Profesional (Hukum, Akuntansi, Konsultan)',
    position: 'Konsultan Senior',
  },
  { title: 'Akuntan', job: 'Profesional (Hukum, Akuntansi, Konsultan)', position: 'Auditor' },
  { title: 'Arsitek', job: 'Insinyur/Teknik', position: 'Arsitek Utama' },
  { title: 'Insinyur Sipil', job: 'Insinyur/Teknik', position: 'Manajer Proyek' },
  { title: 'Kontraktor', job: 'Wiraswasta', position: 'Direktur' },
  { title: 'Karyawan Swasta', job: 'Karyawan Swasta', position: 'Manajer Pemasaran' },
  { title: 'Petani Kopi', job: 'Petani/Peternak', position: 'Pemilik Kebun' },
  { title: 'Ibu Rumah Tangga', job: 'Ibu Rumah Tangga', position: 'Pengelola Rumah Tangga' },
  { title: 'Purnawirawan TNI', job: 'TNI/Polri', position: 'Perwira Menengah' },
];

export const SPECIALITIES = [
  'Akuntansi',
  'Manajemen Proyek',
  'Public Speaking',
  'Fotografi',
  'Memasak',
  'Pemasaran',
  'Hukum Perdata',
  'Kesehatan Masyarakat',
  'Teknik Sipil',
  'Pendidikan',
  'Perpajakan',
  'Desain Interior',
  'Pertanian Organik',
  'Keuangan',
  'Bahasa Inggris',
  'Menulis',
  'Berkebun',
  'Kepemimpinan',
  'Negosiasi',
  'Kerajinan Tangan',
] as const;

export const EXTRA_LANGUAGES = ['Jawa', 'Sunda', 'Belanda', 'Jepang', 'Arab', 'Mandarin'] as const;

export const UNIVERSITIES = [
  'Institut Teknologi Bandung',
  'Universitas Padjadjaran',
  'Universitas Indonesia',
  'Universitas Gadjah Mada',
  'Institut Pertanian Bogor',
  'Universitas Parahyangan',
  'Universitas Diponegoro',
  'Universitas Airlangga',
  'Universitas Pendidikan Indonesia',
  'Universitas Trisakti',
  'Universitas Islam Bandung',
  'Universitas Pasundan',
] as const;

export const MAJORS = [
  'Teknik Sipil',
  'Akuntansi',
  'Kedokteran',
  'Hukum',
  'Manajemen',
  'Arsitektur',
  'Farmasi',
  'Ilmu Komunikasi',
  'Pendidikan Matematika',
  'Teknik Elektro',
  'Agronomi',
  'Sastra Inggris',
  'Kedokteran Gigi',
  'Ekonomi Pembangunan',
] as const;

export const BUSINESSES = [
  'Katering {name}',
  'Warung Nasi {name}',
  'Toko Batik {name}',
  'Kedai Kopi {name}',
  'Konveksi {name}',
  'Toko Bangunan {name}',
  'Apotek {name}',
  'Bimbel {name}',
  'Kebun Jeruk {name}',
  'Percetakan {name}',
] as const;

export const ABOUT_OPENERS = [
  'Alumni angkatan 86 yang sekarang tinggal di {city}.',
  'Lulusan kelas {kelas}, kini menetap di {city} bersama keluarga.',
  'Dulu langganan duduk di bangku belakang kelas {kelas}, sekarang tinggal di {city}.',
  'Anak Bandung yang merantau ke {city} sejak lulus kuliah.',
] as const;

export const ABOUT_MIDDLES = [
  'Senang berkebun dan bersepeda santai di akhir pekan.',
  'Sedang menikmati masa pensiun dengan mengasuh cucu.',
  'Masih aktif bekerja dan sesekali mengajar sebagai dosen tamu.',
  'Hobi memasak dan mencoba resep-resep lama dari ibu.',
  'Suka memotret dan mengumpulkan piringan hitam lagu 80-an.',
  'Aktif di kegiatan sosial di lingkungan rumah.',
] as const;

export const ABOUT_CLOSERS = [
  'Senang bisa bertemu lagi dengan teman-teman lama di sini.',
  'Mari terus menjaga silaturahmi.',
  'Kontak saya lewat aplikasi ini kalau ada kegiatan yang bisa dibantu.',
  'Semoga kita semua sehat selalu.',
] as const;

export const KELAS = ['IPA 1', 'IPA 2', 'IPA 3', 'IPA 4', 'IPS 1', 'IPS 2', 'Bahasa'] as const;

export const COMMENTS_UPCOMING = [
  'Apakah boleh membawa pasangan atau anak?',
  'Alhamdulillah, saya ikut. Sudah lama sekali tidak bertemu teman-teman.',
  'Untuk parkir mobil di lokasi tersedia tidak ya?',
  'Siap hadir! Ada dress code khusus?',
  'Terima kasih panitia, semoga acaranya lancar.',
  'Kalau datang agak terlambat masih bisa ikut?',
  'Saya dari Surabaya, insyaallah berangkat sehari sebelumnya.',
  'Ada yang mau berangkat bareng dari Jakarta?',
  'Mohon info titik kumpulnya di mana ya?',
  'Apakah ada biaya pendaftaran?',
] as const;

export const COMMENTS_ONLINE = [
  'Tautan rapatnya sudah bisa dibuka dari sekarang?',
  'Nanti rekamannya dibagikan tidak? Saya kebetulan ada acara keluarga.',
  'Materinya menarik sekali, terima kasih sudah diadakan.',
] as const;

export const COMMENTS_PAST = [
  'Terima kasih panitia, acaranya seru sekali!',
  'Foto-fotonya sudah bisa diunduh di mana ya?',
  'Senang sekali bisa bertemu lagi setelah sekian lama.',
  'Semoga tahun depan bisa diadakan lagi.',
  'Maaf kemarin tidak bisa hadir, semoga lain kali bisa ikut.',
  'Makanannya enak, terima kasih yang sudah menyiapkan.',
] as const;

export const REPLIES = [
  'Boleh, silakan diajak keluarganya.',
  'Ada, parkir di halaman belakang.',
  'Siap, sampai jumpa di sana!',
  'Setuju, kangen masa-masa SMA.',
  'Nanti saya kirim lewat grup WhatsApp ya.',
  'Gratis, cukup daftar di aplikasi ini.',
  'Saya juga berangkat dari Jakarta, ayo bareng.',
  'Titik kumpul di depan gerbang utama jam 07.30.',
  'Terima kasih infonya.',
  'Amin, semoga sehat selalu semuanya.',
] as const;

/** Fill `{key}` placeholders. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
