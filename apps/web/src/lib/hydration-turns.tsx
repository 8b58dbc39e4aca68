/**
 * Progressive hydration (docs/decisions/036): a page the server rendered is adopted by the app in turns, a
 * section per task, instead of in one long task, so a slow phone's main thread is free between sections (a tap
 * or a scroll is answered) and no single task blocks it for long.
 *
 * `InTurn` wraps one section. While main.tsx hydrates the server's page it does not adopt
 * its section at once: the section stays as the server rendered it (its links work, it is painted) and is adopted
 * later, in document order, one section per task. Anywhere else (the server's rendering, a member's page, the
 * next page the app shows) it renders its section at once, like a plain wrapper.
 *
 * How: the section's component suspends during the hydration (it throws a promise); Preact keeps the server's
 * element for a suspended component and adopts it when the promise resolves (its suspended hydration), and each
 * section has a boundary of its own so each resumes on its own.
 */
import { Component, type ReactNode, Suspense } from 'react';

type Turn = { promise: Promise<void>; resolve: () => void; done: boolean };

/** True only while main.tsx hydrates the server's page: sections met then wait for their turn. */
let collecting = false;
const waiting: Turn[] = [];
let draining = false;

function takeTurn(): Turn {
  const turn = { done: false } as Turn;
  turn.promise = new Promise<void>((resolve) => {
    turn.resolve = () => {
      turn.done = true;
      resolve();
    };
  });
  waiting.push(turn);
  return turn;
}

/** One section per task, in document order; each resolution adopts its section in that same task. */
function drain(done: () => void) {
  if (draining) return;
  draining = true;
  const next = () => {
    const turn = waiting.shift();
    if (!turn) {
      draining = false;
      done();
      return;
    }
    turn.resolve();
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

/**
 * Runs `hydrate` (synchronous: the app's first render over the server's page) with sections waiting for their
 * turn, then adopts them one per task.
 */
export function hydrateInTurns(hydrate: () => void, done: () => void = () => {}): void {
  collecting = true;
  try {
    hydrate();
  } finally {
    collecting = false;
  }
  drain(done);
}

class Section extends Component<{ children: ReactNode }> {
  // Kept on the instance: Preact keeps a suspended class component, not its hooks (preact/compat Suspense).
  turn: Turn | null = collecting ? takeTurn() : null;

  override render() {
    if (this.turn && !this.turn.done) throw this.turn.promise;
    // Always one element, whatever the section renders (nothing, or several elements): Preact keeps exactly one
    // element of a component suspended during hydration. `display: contents` leaves the layout to the section's
    // own elements (a flex or grid parent's gap still applies to them).
    return <div className="contents">{this.props.children}</div>;
  }
}

/** One section of a page the server renders, adopted in its own turn (see above). */
export function InTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Section>{children}</Section>
    </Suspense>
  );
}
