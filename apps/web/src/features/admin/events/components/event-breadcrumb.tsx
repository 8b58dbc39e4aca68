import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  text: string;
  /** A step back (a link); the step without one is the current page. */
  to?: string;
}

/** The trail above the admin event screens ('Acara › … › current'), steps parted by chevrons. */
export function EventBreadcrumb({ label, crumbs }: { label: string; crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-1 text-base text-slate-600">
        {crumbs.map((c, i) => (
          <Fragment key={c.to ?? c.text}>
            {i > 0 && (
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
            )}
            {c.to ? (
              <li className="min-w-0">
                <Link
                  to={c.to}
                  className="inline-flex min-h-11 max-w-[10rem] items-center truncate font-semibold text-primary-700 underline-offset-4 hover:underline sm:max-w-md"
                >
                  <span className="truncate">{c.text}</span>
                </Link>
              </li>
            ) : (
              <li aria-current="page" className="font-semibold text-slate-700">
                {c.text}
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
