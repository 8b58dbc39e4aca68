import type { CommunitySettings } from '@alumni/contract';
import type { Tx } from '../index.ts';

/**
 * The demo community's details (docs/decisions/021): written into the community settings by the demo seed, so
 * the demo shows what it always showed; every field is editable in 'Pengaturan Komunitas'.
 */
export const DEMO_COMMUNITY: CommunitySettings = {
  name: 'Ikatan Alumni Angkatan 1986',
  shortName: 'Alumni 86',
  tagline: 'Merawat silaturahmi angkatan 1986 lewat reuni, kegiatan sosial dan acara bersama.',
  logo: null,
  phone: '6281286001986',
  whatsapp: '6281286001986',
  email: null,
  instagram: 'https://www.instagram.com/alumni86',
  facebook: 'https://www.facebook.com/alumni86',
  youtube: 'https://www.youtube.com/@alumni86',
  website: null,
  intro:
    'Alumni 86 adalah rumah bersama bagi teman-teman satu angkatan yang lulus SMA pada tahun 1986. Dari bangku sekolah hingga hari ini, kami terus menjaga silaturahmi, saling menguatkan dan berbagi manfaat.',
  vision:
    'Menjadi wadah silaturahmi alumni angkatan 1986 yang guyub, saling peduli, dan bermanfaat bagi sesama.',
  mission: [
    'Mempererat persaudaraan lewat reuni dan kegiatan rutin.',
    'Saling membantu dalam kesehatan, usaha, dan pendidikan.',
    'Berbagi untuk almamater dan masyarakat.',
  ],
  historyLead: 'Empat dekade persahabatan, dari seragam putih abu-abu hingga hari ini.',
  history: [
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
  foundedYear: 2011,
  registrationMode: 'OPEN',
};

/** Writes the demo's details unless an admin already configured the community. */
export async function writeDemoCommunity(tx: Tx, nowIso: string): Promise<void> {
  await tx
    .updateTable('community_settings')
    .set({ data: JSON.stringify(DEMO_COMMUNITY), configured_at: nowIso, updated_at: nowIso })
    .where('id', '=', 1)
    .where('configured_at', 'is', null)
    .execute();
}
