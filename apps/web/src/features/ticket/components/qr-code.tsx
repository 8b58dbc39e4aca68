import { encode } from 'uqr';

/** One SVG path of the dark modules, row by row (horizontal runs merged). */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  let d = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      d += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return d;
}

/**
 * A QR code as crisp SVG (docs/decisions/015: "readable from a phone screen at arm's length"): error correction M,
 * a quiet zone of 4 modules, black on white whatever the theme, and as wide as its container. Drawn from
 * the text in the browser, so it needs no network once the ticket is loaded.
 */
export function QrCode({ text, label, className = '' }: { text: string; label: string; className?: string }) {
  const qr = encode(text, { ecc: 'M', border: 4 });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className={`block bg-white ${className}`}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qrPath(qr.data)} fill="#000" />
    </svg>
  );
}
