// @vitest-environment happy-dom
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateInTurns, InTurn } from './hydration-turns.tsx';

/** A button that counts its clicks: it counts only once its section is the app's. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-name={name} onClick={() => setCount((c) => c + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <div className="flex flex-col gap-4">
      <Counter name="shell" />
      <InTurn>
        <section>
          <Counter name="first" />
        </section>
      </InTurn>
      {/* A section of several elements and one of none: each keeps its place. */}
      <InTurn>
        <Counter name="second" />
        <p>tanpa tombol</p>
      </InTurn>
      <InTurn>{null}</InTurn>
      <InTurn>
        <Counter name="third" />
      </InTurn>
    </div>
  );
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
function button(name: string): HTMLButtonElement {
  const found = document.querySelector<HTMLButtonElement>(`button[data-name="${name}"]`);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
function rootElement(): HTMLElement {
  const found = document.getElementById('root');
  if (!found) throw new Error('no #root');
  return found;
}
const click = (name: string) => button(name).click();
const text = (name: string) => button(name).textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydrateInTurns', () => {
  it('adopts the server’s elements a section per task, in document order, keeping every element', async () => {
    const html = renderToString(<Page />);
    // The server's markup wraps each section in one element, whatever the section renders.
    expect(html.match(/<div class="contents">/g)).toHaveLength(4);
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const root = rootElement();
    const before = [...root.querySelectorAll('*')];

    let done = false;
    hydrateInTurns(
      () => hydrateRoot(root, <Page />),
      () => {
        done = true;
      },
    );

    // The page around the sections is the app's at once; the sections are still the server's.
    click('shell');
    click('first');
    click('third');
    await Promise.resolve();
    expect(text('shell')).toBe('shell 1');
    expect(text('first')).toBe('first 0');
    expect(text('third')).toBe('third 0');

    // One section per task.
    await nextTask();
    click('first');
    click('second');
    await Promise.resolve();
    expect(text('first')).toBe('first 1');
    expect(text('second')).toBe('second 0');

    await nextTask();
    click('second');
    await Promise.resolve();
    expect(text('second')).toBe('second 1');
    expect(done).toBe(false);

    for (let i = 0; i < 5 && !done; i++) await nextTask();
    click('third');
    await Promise.resolve();
    expect(text('third')).toBe('third 1');
    expect(done).toBe(true);

    // No element was replaced or lost: the same nodes in the same order.
    expect([...root.querySelectorAll('*')]).toEqual(before);
    expect(root.querySelector('p')?.textContent).toBe('tanpa tombol');
  });

  it('renders every section at once outside a hydration (a member’s page, the next page)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = rootElement();
    createRoot(root).render(<Page />);
    click('third');
    await Promise.resolve();
    expect(text('third')).toBe('third 1');
    expect(root.querySelectorAll('div.contents')).toHaveLength(4);
  });
});
