import { MEMORIAL_MSG } from '@alumni/contract';
import { Flower2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MEMORIAL_ANCHOR } from '#web/components/profile/memorial-mark.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextArea } from '#web/components/ui/text-area.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useSession } from '#web/lib/use-session.ts';
import { useAddMemory, useMemories } from './memorial-api.ts';
import { memorialYears, MEMORIAL_TEXT as T } from './memorial-text.ts';

/**
 * 'In Memoriam' (docs/decisions/024): on the profile of a classmate who has passed away, a quiet memorial and
 * the messages of remembrance (shown once the committee approved them). Renders nothing for everyone else.
 */
export function MemorialSection({
  userId,
  birthYear,
}: {
  userId: number;
  /**
   * The year of birth, when the profile answer carries the birthday (its owner's privacy allows this viewer,
   * docs/decisions/027): the header then reads '1968 – 2026'. Without it the header shows what is known,
   * 'Wafat 12 Maret 2026'.
   */
  birthYear?: number;
}) {
  const session = useSession();
  const query = useMemories(userId, session !== null);
  const data = query.data;
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const shown = data?.memorial.deceased === true;
  // A memorial mark links to '#in-memoriam': scroll there once the memorial has loaded.
  useEffect(() => {
    if (shown && hash === `#${MEMORIAL_ANCHOR}`) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [shown, hash]);
  if (!data?.memorial.deceased) return null;
  const { memorial } = data;
  const { years, line } = memorialYears(memorial.deceasedDate, birthYear);
  return (
    <section
      ref={sectionRef}
      id={MEMORIAL_ANCHOR}
      aria-labelledby="memorial-heading"
      className="mt-6 scroll-mt-24 rounded-card bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="memorial-heading" className="flex items-center gap-2 font-bold text-slate-800 text-xl">
        <Flower2 aria-hidden="true" className="size-6 text-slate-500" />
        {T.heading}
      </h2>
      {years && (
        <p data-testid="memorial-years" className="mt-2 font-semibold text-2xl text-slate-800 tabular-nums">
          {years}
        </p>
      )}
      <p data-testid="memorial-line" className="mt-2 text-lg text-slate-800">
        {line} · <span className="whitespace-nowrap">{T.classOf}</span>
      </p>
      <p className="mt-1 text-base text-slate-600 italic">{T.prayer}</p>

      <h3 className="mt-6 font-semibold text-lg text-slate-900">{T.messages}</h3>
      {!session ? (
        <p className="mt-2 text-base text-slate-700">{T.signInToRead}</p>
      ) : (
        <>
          {data.datas.length === 0 ? (
            <p className="mt-2 text-base text-slate-700">{T.noMessages}</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {data.datas.map((m) => (
                <li key={m.id} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
                  <p className="whitespace-pre-line break-words text-base text-slate-900">{m.content}</p>
                  <div className="mt-3 flex flex-wrap items-center gap-2">
                    {m.author && <Avatar name={m.author.name} picture={m.author.picture} size="sm" />}
                    <span className="font-semibold text-base text-slate-700">{m.author?.name ?? '-'}</span>
                    {m.status === 'PENDING' && <Badge color="yellow">{T.pending}</Badge>}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <MemoryForm userId={userId} />
        </>
      )}
    </section>
  );
}

function MemoryForm({ userId }: { userId: number }) {
  const add = useAddMemory(userId);
  const toast = useToast();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = () => {
    if (!content.trim()) {
      setError('Pesan harus diisi');
      return;
    }
    add.mutate(content, {
      onSuccess: () => {
        setContent('');
        setError(undefined);
        toast.show({ type: 'success', title: T.sentTitle, message: MEMORIAL_MSG.sent });
      },
      onError: (err) => {
        setError(err.message);
        toast.show({ type: 'error', title: T.failedTitle, message: err.message });
      },
    });
  };
  return (
    <div className="mt-5">
      <TextArea
        label={T.write}
        hint={T.writeHint}
        value={content}
        maxLength={1000}
        error={error}
        onChange={(e) => setContent(e.currentTarget.value)}
      />
      <Button className="mt-3" onClick={send} loading={add.isPending}>
        {T.send}
      </Button>
    </div>
  );
}
