// The Indonesian cities and regencies offered by the 'Kota' inputs (docs/decisions/027-cari-teman-privacy.md).
// Zod-free and imported lazily by the web where a 'Kota' input renders, so it stays out of the first load.
// Names are the official ones with their kind in full ('Kota Bandung', 'Kabupaten Bandung'): both exist, and
// a member typing 'bandung' is offered both. Free text stays allowed (abroad, or a name written another way).

type Province = { kabupaten: readonly string[]; kota: readonly string[] };

/** The 38 provinces' 416 regencies and 98 cities (514 in all, Kemendagri's list as of 2023). */
const PROVINCES: Record<string, Province> = {
  Aceh: {
    kabupaten: [
      'Aceh Barat',
      'Aceh Barat Daya',
      'Aceh Besar',
      'Aceh Jaya',
      'Aceh Selatan',
      'Aceh Singkil',
      'Aceh Tamiang',
      'Aceh Tengah',
      'Aceh Tenggara',
      'Aceh Timur',
      'Aceh Utara',
      'Bener Meriah',
      'Bireuen',
      'Gayo Lues',
      'Nagan Raya',
      'Pidie',
      'Pidie Jaya',
      'Simeulue',
    ],
    kota: ['Banda Aceh', 'Langsa', 'Lhokseumawe', 'Sabang', 'Subulussalam'],
  },
  'Sumatera Utara': {
    kabupaten: [
      'Asahan',
      'Batu Bara',
      'Dairi',
      'Deli Serdang',
      'Humbang Hasundutan',
      'Karo',
      'Labuhanbatu',
      'Labuhanbatu Selatan',
      'Labuhanbatu Utara',
      'Langkat',
      'Mandailing Natal',
      'Nias',
      'Nias Barat',
      'Nias Selatan',
      'Nias Utara',
      'Padang Lawas',
      'Padang Lawas Utara',
      'Pakpak Bharat',
      'Samosir',
      'Serdang Bedagai',
      'Simalungun',
      'Tapanuli Selatan',
      'Tapanuli Tengah',
      'Tapanuli Utara',
      'Toba',
    ],
    kota: [
      'Binjai',
      'Gunungsitoli',
      'Medan',
      'Padangsidimpuan',
      'Pematangsiantar',
      'Sibolga',
      'Tanjungbalai',
      'Tebing Tinggi',
    ],
  },
  'Sumatera Barat': {
    kabupaten: [
      'Agam',
      'Dharmasraya',
      'Kepulauan Mentawai',
      'Lima Puluh Kota',
      'Padang Pariaman',
      'Pasaman',
      'Pasaman Barat',
      'Pesisir Selatan',
      'Sijunjung',
      'Solok',
      'Solok Selatan',
      'Tanah Datar',
    ],
    kota: ['Bukittinggi', 'Padang', 'Padang Panjang', 'Pariaman', 'Payakumbuh', 'Sawahlunto', 'Solok'],
  },
  Riau: {
    kabupaten: [
      'Bengkalis',
      'Indragiri Hilir',
      'Indragiri Hulu',
      'Kampar',
      'Kepulauan Meranti',
      'Kuantan Singingi',
      'Pelalawan',
      'Rokan Hilir',
      'Rokan Hulu',
      'Siak',
    ],
    kota: ['Dumai', 'Pekanbaru'],
  },
  'Kepulauan Riau': {
    kabupaten: ['Bintan', 'Karimun', 'Kepulauan Anambas', 'Lingga', 'Natuna'],
    kota: ['Batam', 'Tanjungpinang'],
  },
  Jambi: {
    kabupaten: [
      'Batanghari',
      'Bungo',
      'Kerinci',
      'Merangin',
      'Muaro Jambi',
      'Sarolangun',
      'Tanjung Jabung Barat',
      'Tanjung Jabung Timur',
      'Tebo',
    ],
    kota: ['Jambi', 'Sungai Penuh'],
  },
  'Sumatera Selatan': {
    kabupaten: [
      'Banyuasin',
      'Empat Lawang',
      'Lahat',
      'Muara Enim',
      'Musi Banyuasin',
      'Musi Rawas',
      'Musi Rawas Utara',
      'Ogan Ilir',
      'Ogan Komering Ilir',
      'Ogan Komering Ulu',
      'Ogan Komering Ulu Selatan',
      'Ogan Komering Ulu Timur',
      'Penukal Abab Lematang Ilir',
    ],
    kota: ['Lubuklinggau', 'Pagar Alam', 'Palembang', 'Prabumulih'],
  },
  'Kepulauan Bangka Belitung': {
    kabupaten: ['Bangka', 'Bangka Barat', 'Bangka Selatan', 'Bangka Tengah', 'Belitung', 'Belitung Timur'],
    kota: ['Pangkalpinang'],
  },
  Bengkulu: {
    kabupaten: [
      'Bengkulu Selatan',
      'Bengkulu Tengah',
      'Bengkulu Utara',
      'Kaur',
      'Kepahiang',
      'Lebong',
      'Mukomuko',
      'Rejang Lebong',
      'Seluma',
    ],
    kota: ['Bengkulu'],
  },
  Lampung: {
    kabupaten: [
      'Lampung Barat',
      'Lampung Selatan',
      'Lampung Tengah',
      'Lampung Timur',
      'Lampung Utara',
      'Mesuji',
      'Pesawaran',
      'Pesisir Barat',
      'Pringsewu',
      'Tanggamus',
      'Tulang Bawang',
      'Tulang Bawang Barat',
      'Way Kanan',
    ],
    kota: ['Bandar Lampung', 'Metro'],
  },
  'DKI Jakarta': {
    kabupaten: ['Kepulauan Seribu'],
    kota: ['Jakarta Barat', 'Jakarta Pusat', 'Jakarta Selatan', 'Jakarta Timur', 'Jakarta Utara'],
  },
  'Jawa Barat': {
    kabupaten: [
      'Bandung',
      'Bandung Barat',
      'Bekasi',
      'Bogor',
      'Ciamis',
      'Cianjur',
      'Cirebon',
      'Garut',
      'Indramayu',
      'Karawang',
      'Kuningan',
      'Majalengka',
      'Pangandaran',
      'Purwakarta',
      'Subang',
      'Sukabumi',
      'Sumedang',
      'Tasikmalaya',
    ],
    kota: ['Bandung', 'Banjar', 'Bekasi', 'Bogor', 'Cimahi', 'Cirebon', 'Depok', 'Sukabumi', 'Tasikmalaya'],
  },
  Banten: {
    kabupaten: ['Lebak', 'Pandeglang', 'Serang', 'Tangerang'],
    kota: ['Cilegon', 'Serang', 'Tangerang', 'Tangerang Selatan'],
  },
  'Jawa Tengah': {
    kabupaten: [
      'Banjarnegara',
      'Banyumas',
      'Batang',
      'Blora',
      'Boyolali',
      'Brebes',
      'Cilacap',
      'Demak',
      'Grobogan',
      'Jepara',
      'Karanganyar',
      'Kebumen',
      'Kendal',
      'Klaten',
      'Kudus',
      'Magelang',
      'Pati',
      'Pekalongan',
      'Pemalang',
      'Purbalingga',
      'Purworejo',
      'Rembang',
      'Semarang',
      'Sragen',
      'Sukoharjo',
      'Tegal',
      'Temanggung',
      'Wonogiri',
      'Wonosobo',
    ],
    kota: ['Magelang', 'Pekalongan', 'Salatiga', 'Semarang', 'Surakarta', 'Tegal'],
  },
  'DI Yogyakarta': {
    kabupaten: ['Bantul', 'Gunungkidul', 'Kulon Progo', 'Sleman'],
    kota: ['Yogyakarta'],
  },
  'Jawa Timur': {
    kabupaten: [
      'Bangkalan',
      'Banyuwangi',
      'Blitar',
      'Bojonegoro',
      'Bondowoso',
      'Gresik',
      'Jember',
      'Jombang',
      'Kediri',
      'Lamongan',
      'Lumajang',
      'Madiun',
      'Magetan',
      'Malang',
      'Mojokerto',
      'Nganjuk',
      'Ngawi',
      'Pacitan',
      'Pamekasan',
      'Pasuruan',
      'Ponorogo',
      'Probolinggo',
      'Sampang',
      'Sidoarjo',
      'Situbondo',
      'Sumenep',
      'Trenggalek',
      'Tuban',
      'Tulungagung',
    ],
    kota: [
      'Batu',
      'Blitar',
      'Kediri',
      'Madiun',
      'Malang',
      'Mojokerto',
      'Pasuruan',
      'Probolinggo',
      'Surabaya',
    ],
  },
  Bali: {
    kabupaten: ['Badung', 'Bangli', 'Buleleng', 'Gianyar', 'Jembrana', 'Karangasem', 'Klungkung', 'Tabanan'],
    kota: ['Denpasar'],
  },
  'Nusa Tenggara Barat': {
    kabupaten: [
      'Bima',
      'Dompu',
      'Lombok Barat',
      'Lombok Tengah',
      'Lombok Timur',
      'Lombok Utara',
      'Sumbawa',
      'Sumbawa Barat',
    ],
    kota: ['Bima', 'Mataram'],
  },
  'Nusa Tenggara Timur': {
    kabupaten: [
      'Alor',
      'Belu',
      'Ende',
      'Flores Timur',
      'Kupang',
      'Lembata',
      'Malaka',
      'Manggarai',
      'Manggarai Barat',
      'Manggarai Timur',
      'Nagekeo',
      'Ngada',
      'Rote Ndao',
      'Sabu Raijua',
      'Sikka',
      'Sumba Barat',
      'Sumba Barat Daya',
      'Sumba Tengah',
      'Sumba Timur',
      'Timor Tengah Selatan',
      'Timor Tengah Utara',
    ],
    kota: ['Kupang'],
  },
  'Kalimantan Barat': {
    kabupaten: [
      'Bengkayang',
      'Kapuas Hulu',
      'Kayong Utara',
      'Ketapang',
      'Kubu Raya',
      'Landak',
      'Melawi',
      'Mempawah',
      'Sambas',
      'Sanggau',
      'Sekadau',
      'Sintang',
    ],
    kota: ['Pontianak', 'Singkawang'],
  },
  'Kalimantan Tengah': {
    kabupaten: [
      'Barito Selatan',
      'Barito Timur',
      'Barito Utara',
      'Gunung Mas',
      'Kapuas',
      'Katingan',
      'Kotawaringin Barat',
      'Kotawaringin Timur',
      'Lamandau',
      'Murung Raya',
      'Pulang Pisau',
      'Seruyan',
      'Sukamara',
    ],
    kota: ['Palangka Raya'],
  },
  'Kalimantan Selatan': {
    kabupaten: [
      'Balangan',
      'Banjar',
      'Barito Kuala',
      'Hulu Sungai Selatan',
      'Hulu Sungai Tengah',
      'Hulu Sungai Utara',
      'Kotabaru',
      'Tabalong',
      'Tanah Bumbu',
      'Tanah Laut',
      'Tapin',
    ],
    kota: ['Banjarbaru', 'Banjarmasin'],
  },
  'Kalimantan Timur': {
    kabupaten: [
      'Berau',
      'Kutai Barat',
      'Kutai Kartanegara',
      'Kutai Timur',
      'Mahakam Ulu',
      'Paser',
      'Penajam Paser Utara',
    ],
    kota: ['Balikpapan', 'Bontang', 'Samarinda'],
  },
  'Kalimantan Utara': {
    kabupaten: ['Bulungan', 'Malinau', 'Nunukan', 'Tana Tidung'],
    kota: ['Tarakan'],
  },
  'Sulawesi Utara': {
    kabupaten: [
      'Bolaang Mongondow',
      'Bolaang Mongondow Selatan',
      'Bolaang Mongondow Timur',
      'Bolaang Mongondow Utara',
      'Kepulauan Sangihe',
      'Kepulauan Siau Tagulandang Biaro',
      'Kepulauan Talaud',
      'Minahasa',
      'Minahasa Selatan',
      'Minahasa Tenggara',
      'Minahasa Utara',
    ],
    kota: ['Bitung', 'Kotamobagu', 'Manado', 'Tomohon'],
  },
  Gorontalo: {
    kabupaten: ['Boalemo', 'Bone Bolango', 'Gorontalo', 'Gorontalo Utara', 'Pohuwato'],
    kota: ['Gorontalo'],
  },
  'Sulawesi Tengah': {
    kabupaten: [
      'Banggai',
      'Banggai Kepulauan',
      'Banggai Laut',
      'Buol',
      'Donggala',
      'Morowali',
      'Morowali Utara',
      'Parigi Moutong',
      'Poso',
      'Sigi',
      'Tojo Una-Una',
      'Tolitoli',
    ],
    kota: ['Palu'],
  },
  'Sulawesi Barat': {
    kabupaten: ['Majene', 'Mamasa', 'Mamuju', 'Mamuju Tengah', 'Pasangkayu', 'Polewali Mandar'],
    kota: [],
  },
  'Sulawesi Selatan': {
    kabupaten: [
      'Bantaeng',
      'Barru',
      'Bone',
      'Bulukumba',
      'Enrekang',
      'Gowa',
      'Jeneponto',
      'Kepulauan Selayar',
      'Luwu',
      'Luwu Timur',
      'Luwu Utara',
      'Maros',
      'Pangkajene dan Kepulauan',
      'Pinrang',
      'Sidenreng Rappang',
      'Sinjai',
      'Soppeng',
      'Takalar',
      'Tana Toraja',
      'Toraja Utara',
      'Wajo',
    ],
    kota: ['Makassar', 'Palopo', 'Parepare'],
  },
  'Sulawesi Tenggara': {
    kabupaten: [
      'Bombana',
      'Buton',
      'Buton Selatan',
      'Buton Tengah',
      'Buton Utara',
      'Kolaka',
      'Kolaka Timur',
      'Kolaka Utara',
      'Konawe',
      'Konawe Kepulauan',
      'Konawe Selatan',
      'Konawe Utara',
      'Muna',
      'Muna Barat',
      'Wakatobi',
    ],
    kota: ['Baubau', 'Kendari'],
  },
  Maluku: {
    kabupaten: [
      'Buru',
      'Buru Selatan',
      'Kepulauan Aru',
      'Kepulauan Tanimbar',
      'Maluku Barat Daya',
      'Maluku Tengah',
      'Maluku Tenggara',
      'Seram Bagian Barat',
      'Seram Bagian Timur',
    ],
    kota: ['Ambon', 'Tual'],
  },
  'Maluku Utara': {
    kabupaten: [
      'Halmahera Barat',
      'Halmahera Selatan',
      'Halmahera Tengah',
      'Halmahera Timur',
      'Halmahera Utara',
      'Kepulauan Sula',
      'Pulau Morotai',
      'Pulau Taliabu',
    ],
    kota: ['Ternate', 'Tidore Kepulauan'],
  },
  Papua: {
    kabupaten: [
      'Biak Numfor',
      'Jayapura',
      'Keerom',
      'Kepulauan Yapen',
      'Mamberamo Raya',
      'Sarmi',
      'Supiori',
      'Waropen',
    ],
    kota: ['Jayapura'],
  },
  'Papua Selatan': {
    kabupaten: ['Asmat', 'Boven Digoel', 'Mappi', 'Merauke'],
    kota: [],
  },
  'Papua Tengah': {
    kabupaten: ['Deiyai', 'Dogiyai', 'Intan Jaya', 'Mimika', 'Nabire', 'Paniai', 'Puncak', 'Puncak Jaya'],
    kota: [],
  },
  'Papua Pegunungan': {
    kabupaten: [
      'Jayawijaya',
      'Lanny Jaya',
      'Mamberamo Tengah',
      'Nduga',
      'Pegunungan Bintang',
      'Tolikara',
      'Yahukimo',
      'Yalimo',
    ],
    kota: [],
  },
  'Papua Barat': {
    kabupaten: [
      'Fakfak',
      'Kaimana',
      'Manokwari',
      'Manokwari Selatan',
      'Pegunungan Arfak',
      'Teluk Bintuni',
      'Teluk Wondama',
    ],
    kota: [],
  },
  'Papua Barat Daya': {
    kabupaten: ['Maybrat', 'Raja Ampat', 'Sorong', 'Sorong Selatan', 'Tambrauw'],
    kota: ['Sorong'],
  },
};

export interface City {
  /** 'Kota Bandung' / 'Kabupaten Bandung': what is stored in `users.city`. */
  name: string;
  province: string;
}

/** Every city and regency, sorted by name (Indonesian collation). */
export const CITIES: readonly City[] = Object.entries(PROVINCES)
  .flatMap(([province, p]) => [
    ...p.kota.map((n) => ({ name: `Kota ${n}`, province })),
    ...p.kabupaten.map((n) => ({ name: `Kabupaten ${n}`, province })),
  ])
  .sort((a, b) => a.name.localeCompare(b.name, 'id'));

/** Lower case, accents and punctuation runs dropped: the key a typed text and a name are compared by. */
export const cityMatchKey = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The cities a typed text suggests, best first: names whose words start with every typed word
 * ('band' → 'Kota Bandung', 'Kabupaten Bandung', 'Kabupaten Bandung Barat', 'Kota Bandar Lampung'); a name whose
 * place part starts with the text comes before one that only contains it. `kab`/`kabupaten`/`kota` narrow
 * the kind ('kab bandung').
 */
export function suggestCities(text: string, limit = 8): City[] {
  const words = cityMatchKey(text).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const scored: { city: City; score: number }[] = [];
  for (const city of CITIES) {
    const nameWords = cityMatchKey(city.name).split(' ');
    const kind = nameWords[0];
    const place = nameWords.slice(1);
    let ok = true;
    let score = 0;
    for (const w of words) {
      if ((w === 'kab' || w === 'kabupaten') && kind === 'kabupaten') continue;
      if (w === 'kota' && kind === 'kota') continue;
      const at = place.findIndex((p) => p.startsWith(w));
      if (at < 0) {
        ok = false;
        break;
      }
      score += at;
    }
    if (ok) scored.push({ city, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.city.name.length - b.city.name.length)
    .slice(0, limit)
    .map((s) => s.city);
}
