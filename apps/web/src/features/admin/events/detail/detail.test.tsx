import type { CommentItem, CommentThread } from '@alumni/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { waitlistQueryOptions } from './api/get-waitlist.ts';
import { AdminComment } from './components/admin-comment.tsx';
import { countComments } from './components/comments-tab.tsx';
import { adminRegistrantNumber } from './components/participants-tab.tsx';
import { WaitlistSection } from './components/waitlist-section.tsx';

const comment = (over: Partial<CommentItem> = {}): CommentItem => ({
  id: 1,
  eventId: 9,
  content: 'Halo',
  time: '2026-03-14T12:00:00.000Z',
  edited: false,
  deleted: false,
  name: 'Siti Rahayu',
  username: 'siti86',
  userImageUrl: null,
  deceased: false,
  parentCommentId: null,
  ...over,
});

const thread = (over: Partial<CommentItem>, replies: CommentItem[]): CommentThread => ({
  ...comment(over),
  parentCommentId: null,
  replies,
});

/** AdminComment uses <Link>: render it inside a router. */
function html(c: CommentItem, editMode: boolean): string {
  const router = createMemoryRouter([
    { path: '/', element: <AdminComment comment={c} editMode={editMode} onDelete={() => {}} /> },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('adminRegistrantNumber', () => {
  it('numbers across pages of ten', () => {
    expect(adminRegistrantNumber(1, 1)).toBe(1);
    expect(adminRegistrantNumber(1, 10)).toBe(10);
    expect(adminRegistrantNumber(3, 4)).toBe(24);
  });
});

describe('countComments', () => {
  it('counts threads and replies still shown, not deleted ones', () => {
    const threads = [
      thread({ id: 1 }, [comment({ id: 2 }), comment({ id: 3, deleted: true })]),
      thread({ id: 4, deleted: true }, [comment({ id: 5 })]),
      thread({ id: 6 }, []),
    ];
    expect(countComments(threads)).toBe(4);
    expect(countComments([])).toBe(0);
  });
});

describe('AdminComment', () => {
  it('renders hostile text as text, links safely, and mentions lead to the admin user page', () => {
    const out = html(
      comment({
        content: '<img src=x onerror=alert(1)> lihat https://x.example.com/a @budi_86',
        edited: true,
      }),
      false,
    );
    expect(out).not.toContain('<img src=x');
    expect(out).toContain('&lt;img src=x onerror=alert(1)>');
    expect(out).toContain('href="https://x.example.com/a"');
    expect(out).toContain('rel="noopener noreferrer nofollow ugc"');
    expect(out).toContain('href="/admin/user/budi_86"');
    expect(out).toContain('href="/admin/user/siti86"');
    expect(out).toContain('(diedit)');
    expect(out).not.toContain('Hapus komentar');
  });

  it('shows the delete icon only in edit mode and never on a deleted comment', () => {
    expect(html(comment(), true)).toContain('aria-label="Hapus komentar Siti Rahayu"');
    const deleted = html(comment({ deleted: true, content: '', edited: true }), true);
    expect(deleted).toContain('Komentar telah dihapus');
    expect(deleted).not.toContain('Hapus komentar');
    expect(deleted).not.toContain('(diedit)');
  });

  it('a deleted account has no link', () => {
    const out = html(comment({ username: null, name: 'Pengguna dihapus' }), false);
    expect(out).toContain('Pengguna dihapus');
    expect(out).not.toContain('/admin/user/');
  });
});

describe('WaitlistSection', () => {
  it('lists the line in order with each place, and names as text', () => {
    const client = new QueryClient();
    client.setQueryData(waitlistQueryOptions(9).queryKey, {
      total: 2,
      people: 4,
      waitlist: [
        {
          position: 1,
          id: 5,
          name: 'Budi <b>',
          username: 'budi86',
          picture: null,
          createdDate: '2026-03-14T12:00:00.000Z',
          companions: 2,
          companionNames: null,
        },
        {
          position: 2,
          id: 7,
          name: 'Ani',
          username: 'ani86',
          picture: null,
          createdDate: '2026-03-14T13:00:00.000Z',
          companions: 0,
          companionNames: null,
        },
      ],
    });
    const router = createMemoryRouter([{ path: '/', element: <WaitlistSection eventId={9} /> }]);
    const out = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(out).toContain('Daftar Tunggu');
    expect(out).toContain('2 menunggu');
    expect(out).toContain('Budi &lt;b>');
    expect(out.indexOf('Posisi antrean: 1')).toBeLessThan(out.indexOf('Posisi antrean: 2'));
    expect(out.indexOf('budi86')).toBeLessThan(out.indexOf('ani86'));
    expect(out).toContain('href="/admin/user/7"');
    // The waiting party (docs/decisions/035-waitlist-parties.md): '+2', its people, and the people in line.
    expect(out).toContain('data-testid="companions-badge"');
    expect(out).toContain('rombongan 3 orang');
    expect(out).toContain('4 orang menunggu');
  });

  it('says when nobody waits', () => {
    const client = new QueryClient();
    client.setQueryData(waitlistQueryOptions(3).queryKey, { total: 0, people: 0, waitlist: [] });
    const router = createMemoryRouter([{ path: '/', element: <WaitlistSection eventId={3} /> }]);
    const out = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(out).toContain('Belum ada yang menunggu.');
  });
});
