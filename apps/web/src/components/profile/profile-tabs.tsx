import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PROFILE_TEXT } from './profile-text.ts';

export interface ProfileTab {
  /** Also the `?tab=` value in the URL (e.g. 'riwayat', 'dibuat'); the default tab leaves the URL bare. */
  id: string;
  label: string;
  content: ReactNode;
}

/** The URL search parameter holding the selected tab. */
export const TAB_PARAM = 'tab';

/**
 * Profile tabs (Data Pribadi, Riwayat Acara, Acara Dibuat): the WAI-ARIA tabs pattern with automatic
 * activation (ArrowLeft/ArrowRight wrap, Home/End), 44 px targets, a row whose tabs share a narrow phone's
 * width (names wrap rather than being cut), and the selected tab kept in `?tab=` so a shared link or the back button opens the same tab.
 * Only the selected panel is rendered, so a tab's data loads when it is first opened.
 */
export function ProfileTabs({
  tabs,
  defaultTab,
  label = PROFILE_TEXT.tabsLabel,
}: {
  tabs: readonly ProfileTab[];
  defaultTab?: string;
  /** The tab list's accessible name (other pages with tabs name theirs). */
  label?: string;
}) {
  const [params, setParams] = useSearchParams();
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const fallback = tabs.find((t) => t.id === defaultTab)?.id ?? tabs[0]?.id;
  const requested = params.get(TAB_PARAM);
  const selected = tabs.find((t) => t.id === requested)?.id ?? fallback;

  const select = (id: string, focus: boolean) => {
    if (focus) refs.current.get(id)?.focus();
    if (id === selected) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === fallback) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let target: number | null = null;
    if (e.key === 'ArrowRight') target = (index + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') target = (index - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') target = 0;
    else if (e.key === 'End') target = tabs.length - 1;
    const tab = target === null ? undefined : tabs[target];
    if (!tab) return;
    e.preventDefault();
    select(tab.id, true);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const active = tabs.find((t) => t.id === selected);

  return (
    <div>
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        {/* On a phone the tabs share the width, each name wrapping onto two lines if it must, so none is cut. */}
        <div
          role="tablist"
          aria-label={label}
          className="grid auto-cols-fr grid-flow-col gap-1 border-slate-200 border-b sm:flex sm:min-w-max"
        >
          {tabs.map((tab, index) => {
            const isSelected = tab.id === selected;
            return (
              <button
                key={tab.id}
                ref={(el) => {
                  if (el) refs.current.set(tab.id, el);
                  else refs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                aria-selected={isSelected}
                aria-controls={panelId(tab.id)}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => select(tab.id, false)}
                onKeyDown={(e) => onKeyDown(e, index)}
                className={`-mb-px inline-flex min-h-11 items-center justify-center border-b-4 px-2 py-2 text-center leading-tight sm:whitespace-nowrap sm:px-4 font-semibold text-base transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-primary-600 focus-visible:outline-offset-[-2px] sm:text-lg ${
                  isSelected
                    ? 'border-accent-500 text-primary-900'
                    : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-primary-800'
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      {active && (
        <div
          role="tabpanel"
          id={panelId(active.id)}
          aria-labelledby={tabId(active.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern lets keyboard users reach the panel
          tabIndex={0}
          className="pt-6 focus-visible:outline-2 focus-visible:outline-primary-600 focus-visible:outline-offset-4"
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
