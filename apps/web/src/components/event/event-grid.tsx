import type { EventItem } from '@alumni/contract';
import type { ReactNode } from 'react';
import { InTurn } from '#web/lib/hydration-turns.tsx';
import { EventCard, EventCardSkeleton } from './event-card.tsx';
import { EVENT_CARD_TEXT } from './event-text.ts';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';

/**
 * Event cards in 1, 2 or 3 columns. While `loading` (and nothing to show yet) skeleton cards take their
 * place; an empty list renders nothing, so the page decides on its own empty state.
 */
export function EventGrid({
  events,
  loading = false,
  skeletonCount = 9,
  headingLevel = 3,
  label = EVENT_CARD_TEXT.listLabel,
  className = '',
  footer,
  aboveFold = 0,
}: {
  events: readonly EventItem[] | undefined;
  /** Extra lines under a card (docs/decisions/015: 'Hadir' and 'Tiket Saya' in one's own 'Riwayat Acara'). */
  footer?: (event: EventItem) => ReactNode;
  loading?: boolean;
  skeletonCount?: number;
  headingLevel?: 2 | 3;
  /** The list's accessible name. */
  label?: string;
  /**
   * How many first cards show on the first screen: their pictures load at once rather than lazily, the first
   * one (the page's largest element on a phone) at high priority.
   */
  aboveFold?: number;
  className?: string;
}) {
  if (loading && !events?.length) {
    return (
      <div role="status" aria-label={EVENT_CARD_TEXT.loading} className={`${GRID} ${className}`}>
        {Array.from({ length: skeletonCount }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
          <EventCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!events?.length) return null;
  return (
    <ul aria-label={label} className={`${GRID} ${className}`}>
      {events.map((event, i) => (
        // A footer sits under its card inside the item: the card fills what is left (a card as tall as the item
        // would push the footer under the next card, whose stretched link then takes its taps).
        <li key={event.id} className={footer ? 'flex flex-col' : undefined}>
          <InTurn>
            <EventCard
              className={footer ? 'flex-1' : undefined}
              event={event}
              headingLevel={headingLevel}
              picture={i >= aboveFold ? 'lazy' : i === 0 ? 'largest' : 'eager'}
            />
          </InTurn>
          {footer?.(event)}
        </li>
      ))}
    </ul>
  );
}
