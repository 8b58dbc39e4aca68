/** Every Indonesian text of the about page (docs/spec.md §2, '/about-us'), shared with its e2e tests. */
export const ABOUT_TEXT = {
  pageTitle: 'Tentang Kami',
  heading: 'Tentang Kami',
  eyebrow: 'Ikatan Alumni Angkatan 1986',
  intro:
    'Alumni 86 adalah rumah bersama bagi teman-teman satu angkatan yang lulus SMA pada tahun 1986. Dari bangku sekolah hingga hari ini, kami terus menjaga silaturahmi, saling menguatkan dan berbagi manfaat.',

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
    visionText:
      'Menjadi wadah silaturahmi alumni angkatan 1986 yang guyub, saling peduli, dan bermanfaat bagi sesama.',
    mission: 'Misi',
    missionPoints: [
      'Mempererat persaudaraan lewat reuni dan kegiatan rutin.',
      'Saling membantu dalam kesehatan, usaha, dan pendidikan.',
      'Berbagi untuk almamater dan masyarakat.',
    ],
  },

  history: {
    title: 'Perjalanan Kami',
    lead: 'Empat dekade persahabatan, dari seragam putih abu-abu hingga hari ini.',
    steps: [
      {
        when: '1983–1986',
        title: 'Bertemu di bangku SMA',
        text: 'Kami datang dari berbagai penjuru kota. Tiga tahun berseragam putih abu-abu menjadikan kami sahabat: belajar bersama, berkemah, bertanding di lapangan, hingga merayakan kelulusan pada 1986.',
      },
      {
        when: '1986–2010',
        title: 'Menempuh jalan masing-masing',
        text: 'Selepas sekolah kami berpencar: kuliah, bekerja, berkeluarga, ada pula yang merantau jauh. Kabar tetap tersambung lewat surat, telepon dan pertemuan-pertemuan kecil.',
      },
      {
        when: '2011',
        title: 'Komunitas terbentuk',
        text: 'Reuni peringatan 25 tahun kelulusan mempertemukan kembali banyak teman lama. Dari sana lahir Ikatan Alumni Angkatan 1986, dengan tekad agar silaturahmi tidak lagi menunggu undangan reuni.',
      },
      {
        when: 'Kini',
        title: 'Tetap bersama',
        text: 'Reuni, jalan sehat, bakti sosial, seminar kesehatan dan wisata bersama rutin digelar. Aplikasi ini hadir agar setiap anggota mudah menemukan acara dan tetap terhubung di mana pun berada.',
      },
    ],
  },

  join: {
    title: 'Mari bergabung bersama kami',
    body: 'Masuk atau daftar sebagai anggota untuk mengikuti acara, menyapa teman lama dan menerima kabar terbaru angkatan.',
  },
} as const;
