import { Check } from 'lucide-react';
import { AUTH_TEXT } from '#web/features/auth/auth-text.ts';

/** The registration wizard's visible progress; the current step carries aria-current="step". */
export function RegisterStepper({ current }: { current: 1 | 2 | 3 }) {
  const steps = AUTH_TEXT.register.steps;
  return (
    <ol aria-label={AUTH_TEXT.register.stepsLabel} className="mt-1 mb-7 flex items-start">
      {steps.map((label, i) => {
        const n = i + 1;
        const done = n < current;
        const active = n === current;
        return (
          <li
            key={label}
            aria-current={active ? 'step' : undefined}
            className="relative flex flex-1 flex-col items-center gap-1.5 text-center"
          >
            {i > 0 ? (
              <span
                aria-hidden="true"
                className={`absolute top-5 right-1/2 h-1 w-full -translate-y-1/2 ${n <= current ? 'bg-primary-600' : 'bg-slate-200'}`}
              />
            ) : null}
            <span
              className={`relative z-10 inline-flex size-10 items-center justify-center rounded-full border-2 text-base font-bold ${
                done
                  ? 'border-primary-600 bg-primary-600 text-white'
                  : active
                    ? 'border-primary-700 bg-white text-primary-800 ring-4 ring-accent-200'
                    : 'border-slate-300 bg-white text-slate-600'
              }`}
            >
              {done ? <Check className="size-5" strokeWidth={3} aria-hidden="true" /> : n}
            </span>
            <span
              className={`text-sm sm:text-base ${active ? 'font-bold text-primary-900' : 'text-slate-700'}`}
            >
              <span className="sr-only">{`Langkah ${n}: `}</span>
              {label}
              {done ? <span className="sr-only"> (selesai)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
