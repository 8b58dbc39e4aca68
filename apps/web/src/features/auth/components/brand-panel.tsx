import { Check } from 'lucide-react';
import { useId } from 'react';
import { useCommunity } from '#web/api/get-community.ts';
import { AUTH_TEXT } from '#web/features/auth/auth-text.ts';

/** Bunting across the top of the picture: small flags hanging from a gentle curve. */
const FLAGS = [
  { x: 34, y: 27, c: 'fill-accent-300' },
  { x: 74, y: 35, c: 'fill-white' },
  { x: 114, y: 40, c: 'fill-primary-300' },
  { x: 154, y: 42, c: 'fill-accent-400' },
  { x: 194, y: 41, c: 'fill-white' },
  { x: 234, y: 37, c: 'fill-primary-300' },
  { x: 274, y: 30, c: 'fill-accent-300' },
];

/** A warm picture of friends at a reunion under an evening sun: decoration only, hidden from screen readers. */
function Illustration() {
  const clip = `sky${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg viewBox="0 0 320 220" className="h-auto w-full max-w-sm" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clip}>
          <rect width="320" height="220" rx="28" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <rect width="320" height="220" className="fill-primary-700" />
        <circle cx="236" cy="96" r="62" className="fill-white/10" />
        <circle cx="236" cy="96" r="42" className="fill-accent-300" />
        <path d="M8 18 Q 160 62, 312 18" className="fill-none stroke-primary-200" strokeWidth="2" />
        {FLAGS.map((f) => (
          <path
            key={f.x}
            d={`M${f.x - 9} ${f.y - 3} L${f.x + 9} ${f.y - 3} L${f.x} ${f.y + 14} Z`}
            className={f.c}
          />
        ))}
        <path
          d="M0 160 C 60 128, 120 136, 170 150 S 270 138, 320 122 V220 H0 Z"
          className="fill-primary-600"
        />
        {/* three friends, shoulder to shoulder */}
        <circle cx="104" cy="122" r="17" className="fill-accent-100" />
        <path
          d="M74 192 C 74 158, 90 144, 104 144 C 118 144, 134 158, 134 192 Z"
          className="fill-accent-400"
        />
        <path
          d="M88 116 C 90 102, 118 100, 121 118 C 112 110, 98 110, 88 116 Z"
          className="fill-primary-900"
        />
        <circle cx="222" cy="124" r="16" className="fill-accent-100" />
        <path
          d="M192 192 C 192 160, 208 146, 222 146 C 236 146, 252 160, 252 192 Z"
          className="fill-primary-300"
        />
        <path
          d="M206 122 C 204 104, 240 102, 238 122 C 232 112, 214 112, 206 122 Z"
          className="fill-primary-900"
        />
        <circle cx="163" cy="114" r="19" className="fill-accent-200" />
        <path d="M128 194 C 128 154, 146 138, 163 138 C 180 138, 198 154, 198 194 Z" className="fill-white" />
        <path
          d="M144 110 C 145 90, 181 88, 183 112 C 175 102, 153 102, 144 110 Z"
          className="fill-slate-400"
        />
        <path
          d="M0 188 C 80 172, 150 178, 210 186 S 290 180, 320 174 V220 H0 Z"
          className="fill-primary-500"
        />
      </g>
    </svg>
  );
}

/** The left-hand panel of the sign-in screens on wide screens: who the community is, in a warm tone. */
export function BrandPanel() {
  const { community } = useCommunity();
  return (
    <aside
      aria-label={community.shortName}
      className="relative hidden flex-col justify-between gap-8 overflow-hidden bg-gradient-to-br from-primary-800 to-primary-900 p-10 text-white lg:flex"
    >
      <div className="pointer-events-none absolute -top-24 -left-24 size-72 rounded-full bg-primary-700/60" />
      <div className="relative">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-200">
          {community.shortName}
        </p>
        <p className="mt-5 text-3xl leading-tight font-bold">{community.name}</p>
        <p className="mt-3 text-lg text-primary-100">{AUTH_TEXT.brand.body}</p>
      </div>
      <div className="relative flex justify-center">
        <Illustration />
      </div>
      <ul className="relative space-y-3 text-base text-primary-50">
        {AUTH_TEXT.brand.points.map((p) => (
          <li key={p} className="flex items-start gap-3">
            <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-400 text-primary-900">
              <Check className="size-4" strokeWidth={3} aria-hidden="true" />
            </span>
            {p}
          </li>
        ))}
      </ul>
    </aside>
  );
}
