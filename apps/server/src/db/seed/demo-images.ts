import { CATEGORIES, GROUPS } from './demo-content.ts';
import { EVENTS } from './demo-event-list.ts';
import { placeholderImages } from './placeholder-images.ts';

/** Upcoming published events advertised in the hero carousel, in carousel order. */
export const HERO_EVENTS = [
  'Reuni Akbar 40 Tahun Angkatan 86',
  'Webinar: Mengenal Diabetes dan Hipertensi',
  'Donor Darah Bersama PMI Edisi Kedua',
  'Jelajah Kuliner Malam Braga',
] as const;

/** Past events whose photos fill the gallery carousel. */
export const GALLERY_EVENTS = EVENTS.filter((e) => e.status === 'EXPIRED' && e.venue !== undefined)
  .slice(-7)
  .map((e) => e.name);

const AVATAR_VARIANTS = 12;
const city = (venue: string | undefined) => venue?.split(',').at(-1)?.trim() ?? 'Daring';

export interface DemoImages {
  categories: Map<string, string>;
  groups: Map<string, string>;
  events: Map<string, string>;
  avatars: string[];
  home: string;
  heroes: Map<string, string>;
  gallery: Map<string, string>;
}

/** Every picture of the demo, rendered concurrently (about 80 files, a second or two). */
export async function renderDemoImages(uploadDir: string): Promise<DemoImages> {
  const groupTone = (key: string) => GROUPS.findIndex((g) => g.key === key);
  const categoryName = (key: string) => CATEGORIES.find((c) => c.key === key)?.displayName ?? '';
  const motif = (key: string) => CATEGORIES.find((c) => c.key === key)?.motif ?? 'komunitas';
  const byName = new Map(EVENTS.map((e) => [e.name, e]));

  const [categories, groups, events, avatars, heroes, gallery, home] = await Promise.all([
    placeholderImages(
      uploadDir,
      CATEGORIES.map((c, i) => ({ kind: 'category', motif: c.motif, tone: i })),
    ),
    placeholderImages(
      uploadDir,
      GROUPS.map((g, i) => ({ kind: 'group', motif: g.motif, tone: i, title: g.name, subtitle: g.tagline })),
    ),
    placeholderImages(
      uploadDir,
      EVENTS.map((e) => ({
        kind: 'event',
        motif: motif(e.category),
        tone: groupTone(e.group),
        title: e.name,
        label: categoryName(e.category),
      })),
    ),
    placeholderImages(
      uploadDir,
      Array.from(
        { length: AVATAR_VARIANTS },
        (_, i) => ({ kind: 'avatar', motif: 'komunitas', tone: i * 3 }) as const,
      ),
    ),
    placeholderImages(
      uploadDir,
      HERO_EVENTS.map((name) => {
        const e = byName.get(name);
        return {
          kind: 'banner',
          motif: motif(e?.category ?? ''),
          tone: groupTone(e?.group ?? ''),
          title: name,
          label: 'Acara Mendatang',
          subtitle: city(e?.venue),
        } as const;
      }),
    ),
    placeholderImages(
      uploadDir,
      GALLERY_EVENTS.map((name, i) => {
        const e = byName.get(name);
        return {
          kind: 'banner',
          motif: motif(e?.category ?? ''),
          tone: i + 3,
          title: name,
          label: 'Galeri Kenangan',
          subtitle: city(e?.venue),
        } as const;
      }),
    ),
    placeholderImages(uploadDir, [
      {
        kind: 'banner',
        motif: 'komunitas',
        tone: 0,
        title: 'Alumni 86',
        label: 'Sejak 1986',
        subtitle: 'Satu angkatan, satu keluarga',
      },
    ]),
  ]);
  const zip = (keys: readonly string[], urls: string[]) => new Map(keys.map((k, i) => [k, urls[i] ?? '']));
  return {
    categories: zip(
      CATEGORIES.map((c) => c.key),
      categories,
    ),
    groups: zip(
      GROUPS.map((g) => g.key),
      groups,
    ),
    events: zip(
      EVENTS.map((e) => e.name),
      events,
    ),
    avatars,
    home: home[0] ?? '',
    heroes: zip(HERO_EVENTS, heroes),
    gallery: zip(GALLERY_EVENTS, gallery),
  };
}
