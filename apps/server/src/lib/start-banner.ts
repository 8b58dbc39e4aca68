/**
 * The end of the start log (main.ts): where the site is, then, last and framed so an operator finds them under
 * everything else, the one-time sign-ins of a first start (the first admin's generated password, the demo
 * member's). Held back from the log while the server starts (`holdSignIns`) and printed once here.
 */
export interface StartBanner {
  address: string;
  /** Lines about the address (e.g. a PUBLIC_URL that phones cannot reach), printed right after it. */
  notes: readonly string[];
  /** The held one-time sign-in texts; empty on every later start. */
  signIns: readonly string[];
}

const WIDTH = 78;

/** Splits a sentence into lines of at most `width` characters (a word longer than that keeps its own line). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function startBanner({ address, notes, signIns }: StartBanner): string {
  const out = [`Server siap di ${address}`, ...notes.flatMap((n) => wrap(n, WIDTH + 4))];
  if (signIns.length > 0) {
    const inner = WIDTH - 4;
    const body = signIns.flatMap((s, i) => [...(i > 0 ? [''] : []), ...wrap(s, inner)]);
    const rule = `+${'-'.repeat(WIDTH - 2)}+`;
    out.push(
      '',
      rule,
      `| ${'MASUK PERTAMA KALI (hanya ditampilkan sekali ini)'.padEnd(inner)} |`,
      `| ${''.padEnd(inner)} |`,
      ...body.map((l) => `| ${l.padEnd(inner)} |`),
      rule,
    );
  }
  return `${out.join('\n')}\n`;
}

/**
 * A logger for ensureFirstAdmin and the demo seed whose warnings (their one-time passwords, and only those)
 * are held for the banner instead of being written among the start lines; `info` goes to the log as usual.
 */
export function holdSignIns(log: { info: (...args: never[]) => void }) {
  const held: string[] = [];
  return {
    held,
    logger: {
      info: (...args: unknown[]) => (log.info as (...a: unknown[]) => void)(...args),
      warn: (...args: unknown[]) => void held.push(String(args.at(-1))),
    },
  };
}
