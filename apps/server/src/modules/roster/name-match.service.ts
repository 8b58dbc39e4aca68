import { normalizeName } from '@alumni/contract';

/**
 * Link suggestions (docs/decisions/024): a roster row and an account are proposed together when their names
 * read the same (without case, spacing or punctuation), when every word of the shorter name (two words or
 * more) is in the longer one ('Siti Aminah' ~ 'Siti Aminah Lubis'), or when the nicknames are the same and
 * the names share a word. A person confirms every link; nothing is linked automatically.
 */
export interface NameHolder {
  name: string;
  nickname: string | null;
}

const words = (s: string) => normalizeName(s).split(' ').filter(Boolean);

export function namesMatch(a: NameHolder, b: NameHolder): boolean {
  const wa = words(a.name);
  const wb = words(b.name);
  if (wa.length === 0 || wb.length === 0) return false;
  if (wa.join(' ') === wb.join(' ')) return true;
  const [short, long] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  const longSet = new Set(long);
  if (short.length >= 2 && short.every((w) => longSet.has(w))) return true;
  const na = a.nickname ? normalizeName(a.nickname) : '';
  const nb = b.nickname ? normalizeName(b.nickname) : '';
  return na !== '' && na === nb && wa.some((w) => wb.includes(w));
}

/** The candidates of each `left` among `right`, looked up through shared words (no n x m scan). */
export function matchAll<L extends NameHolder, R extends NameHolder>(
  left: readonly L[],
  right: readonly R[],
  max: number,
): { left: L; right: R }[] {
  const byWord = new Map<string, R[]>();
  for (const r of right) {
    for (const w of new Set(words(r.name))) {
      const list = byWord.get(w) ?? [];
      list.push(r);
      byWord.set(w, list);
    }
  }
  const out: { left: L; right: R }[] = [];
  for (const l of left) {
    const seen = new Set<R>();
    for (const w of new Set(words(l.name))) {
      for (const r of byWord.get(w) ?? []) {
        if (seen.has(r)) continue;
        seen.add(r);
        if (namesMatch(l, r)) {
          out.push({ left: l, right: r });
          if (out.length >= max) return out;
        }
      }
    }
  }
  return out;
}
