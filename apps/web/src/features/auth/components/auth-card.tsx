import type { ReactNode } from 'react';
import { BrandPanel } from './brand-panel.tsx';

interface AuthCardProps {
  /** The page's one h1. */
  title: string;
  lead?: ReactNode;
  /** A large icon above the title (lucide element). */
  icon?: ReactNode;
  children: ReactNode;
  /** Links under the form ("Belum punya akun? Daftar"). */
  footer?: ReactNode;
}

/** The sign-in screens' frame: one white card on phones, card plus a warm brand panel on desktop. */
export function AuthCard({ title, lead, icon, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10 lg:py-14">
      <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200/70 lg:grid lg:min-h-[600px] lg:grid-cols-[5fr_6fr]">
        <BrandPanel />
        <div className="flex flex-col justify-center px-5 py-7 sm:px-10 sm:py-10 lg:px-12">
          {icon ? (
            <div className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-accent-100 text-accent-700">
              {icon}
            </div>
          ) : null}
          <h1 className="text-[1.75rem] leading-tight font-bold text-primary-900 sm:text-3xl">{title}</h1>
          {lead ? <div className="mt-2 text-slate-600">{lead}</div> : null}
          <div className="mt-6">{children}</div>
          {footer ? (
            <div className="mt-6 border-t border-slate-200 pt-5 text-center text-slate-700">{footer}</div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
