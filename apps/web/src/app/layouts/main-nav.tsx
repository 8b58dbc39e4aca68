import { NavLink } from 'react-router';
import { SHELL_TEXT } from './shell-text.ts';

/** Beranda, Tentang Kami, List Acara; the current one carries aria-current="page" (NavLink). */
export function MainNav({ variant, onNavigate }: { variant: 'bar' | 'stack'; onNavigate?: () => void }) {
  const bar = variant === 'bar';
  return (
    <ul className={bar ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      {SHELL_TEXT.nav.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              bar
                ? `relative flex min-h-11 items-center rounded-lg px-3.5 font-semibold text-base transition-colors duration-150 ${
                    isActive
                      ? 'text-primary-900 after:absolute after:inset-x-3.5 after:-bottom-0.5 after:h-1 after:rounded-full after:bg-accent-400'
                      : 'text-slate-700 hover:bg-primary-50 hover:text-primary-800'
                  }`
                : `flex min-h-13 items-center rounded-lg border-l-4 px-4 font-semibold text-lg ${
                    isActive
                      ? 'border-accent-400 bg-primary-50 text-primary-900'
                      : 'border-transparent text-slate-800 hover:bg-slate-50'
                  }`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
