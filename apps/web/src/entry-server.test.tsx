import type { EventDetail } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server.tsx';

/**
 * The server renders a visitor's first screen with these (docs/decisions/019; apps/server/src/lib/prerender.ts).
 * Run without a window or document, as on the server: a component that reaches for `window` while rendering
 * fails here (and would send the page without its first screen).
 */
const event: EventDetail = {
  id: 7,
  name: 'Reuni <b>Akbar</b> 40 Tahun',
  imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp',
  startDate: '14/03/2026 19:00',
  endDate: '14/03/2026 22:00',
  location: 'Gedung Serbaguna, Jakarta',
  description: null,
  quota: 50,
  status: 'PUBLISH',
  isFinished: false,
  totalParticipant: 20,
  totalViewer: 3,
  eventType: 'OFFLINE',
  eventCreationType: 'NEW',
  eventCategory: { id: 3, displayName: 'Reuni', iconUrl: null },
  eventGroup: null,
  user: { id: 42, name: 'Siti', username: 'siti', picture: null },
  eventCategoryId: 3,
  eventUserId: 42,
  createdDate: '2026-01-01T00:00:00.000Z',
  isRegistered: false,
  waitlistPosition: null,
  maxCompanions: 0,
  companions: null,
  companionNames: null,
  waitlistCompanions: null,
  waitlistCompanionNames: null,
  lineWaiting: false,
  seatsHeld: 0,
};

describe('renderPage (server rendering of the public pages)', () => {
  it('renders the landing page, the event list and the about page, in the site’s shell', async () => {
    expect(typeof window).toBe('undefined');
    for (const url of ['/', '/event', '/event?page=2&s=reuni', '/about-us', '/about']) {
      const html = (await renderPage(url, []))?.markup;
      expect(html, url).toContain('Langsung ke konten');
      expect(html, url).toContain('<main');
    }
  });

  it('answers the title each page sets, as the app sets it (a sleeping page shows it: docs/decisions/037)', async () => {
    const titles = await Promise.all(
      ['/', '/event', '/about-us', '/event/7'].map(async (url) => {
        const answers = url === '/event/7' ? [{ url: '/api/v1/event/7', data: event, ping: true }] : [];
        return (await renderPage(url, answers))?.title;
      }),
    );
    expect(titles[0]).toMatch(/^Beranda · \S/);
    expect(titles[1]).toMatch(/^Semua Acara · \S/);
    expect(titles[2]).toMatch(/^Tentang Kami · \S/);
    // Plain text here: the server escapes it into <title> (apps/server/src/lib/prerender.ts).
    expect(titles[3]).toMatch(/^Reuni <b>Akbar<\/b> 40 Tahun · \S/);
  });

  it('renders an event page from its answer: the name as text, the picture first and at high priority', async () => {
    const html = (await renderPage('/event/7', [{ url: '/api/v1/event/7', data: event, ping: true }]))
      ?.markup;
    expect(html).toContain('Reuni &lt;b>Akbar&lt;/b> 40 Tahun');
    expect(html).not.toContain('<b>Akbar');
    expect(html).toMatch(
      /<img src="\/uploads\/0123456789abcdef0123456789abcdef\.webp"[^>]*fetchPriority="high"/,
    );
    // No style attributes: the page's CSP (style-src 'self') would refuse them in markup.
    expect(html).not.toMatch(/ style="/);
  });

  it('uses each answer once per render and never between renders', async () => {
    const first = (await renderPage('/event/7', [{ url: '/api/v1/event/7', data: event, ping: true }]))
      ?.markup;
    const second = (await renderPage('/event/7', []))?.markup;
    expect(first).toContain('Gedung Serbaguna');
    expect(second).not.toContain('Gedung Serbaguna');
  });
});
