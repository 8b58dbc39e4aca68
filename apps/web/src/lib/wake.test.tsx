// @vitest-environment happy-dom
import { type FormEvent, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { handTypedText, holdInteractions, replayTarget, whenTouched } from './wake.ts';

/** A page with what a visitor may use before the app is there: a search form, a button and a link. */
function Page({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text);
  };
  return (
    <div>
      <form onSubmit={submit}>
        <input aria-label="Cari" value={text} onChange={(e) => setText(e.currentTarget.value)} />
        <button type="submit">Cari</button>
      </form>
      <button type="button" data-testid="menu" onClick={() => setOpened((n) => n + 1)}>
        <span>Menu</span> {opened}
      </button>
      <a href="#acara">Acara</a>
    </div>
  );
}

/** The server's page in `root`, as the browser shows it before any app code runs. */
function serverPage(onSearch: (text: string) => void = () => {}): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Page onSearch={onSearch} />);
  document.body.append(root);
  return root;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The app adopts the server's page (hydration), then what was held is released. */
async function adopt(root: HTMLElement, held: { release(): void }, onSearch: (text: string) => void) {
  hydrateRoot(root, <Page onSearch={onSearch} />);
  await settle();
  held.release();
  await settle();
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whenTouched', () => {
  it('waits for a person’s first touch of the page, and only that', async () => {
    let woken = false;
    void whenTouched(document).then(() => {
      woken = true;
    });
    document.dispatchEvent(new Event('scroll'));
    await settle();
    expect(woken).toBe(false);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await settle();
    expect(woken).toBe(true);
  });

  it('wakes on a tap as well', async () => {
    const touched = whenTouched(document);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await expect(touched).resolves.toBeUndefined();
  });
});

describe('holdInteractions', () => {
  it('replays a tap on a button, and the text typed before, once the app has adopted the page', async () => {
    const searched: string[] = [];
    const root = serverPage((text) => searched.push(text));
    const held = holdInteractions(root);

    // Before the app: the visitor types a word and taps the menu button, which has no handler yet.
    const field = root.querySelector('input') as HTMLInputElement;
    field.value = 'reuni';
    const menu = root.querySelector('[data-testid="menu"] span') as HTMLElement;
    const delivered = menu.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(delivered).toBe(false);

    await adopt(root, held, (text) => searched.push(text));
    expect(root.querySelector('[data-testid="menu"]')?.textContent).toBe('Menu 1');

    // The field's state holds what the visitor typed: a search now searches for it.
    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await settle();
    expect(searched).toEqual(['reuni']);
  });

  it('holds a submit (Enter in the field) and submits it again through the app', async () => {
    const searched: string[] = [];
    const root = serverPage((text) => searched.push(text));
    const held = holdInteractions(root);
    const field = root.querySelector('input') as HTMLInputElement;
    field.value = 'halal bihalal';
    const form = root.querySelector('form') as HTMLFormElement;
    const submitted = form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submitted).toBe(false);

    await adopt(root, held, (text) => searched.push(text));
    expect(searched).toEqual(['halal bihalal']);
  });

  it('replays a tap on the element of the same name when the app rendered the page anew (a member)', async () => {
    const root = serverPage();
    const held = holdInteractions(root);
    const menu = root.querySelector('[data-testid="menu"]') as HTMLElement;
    menu.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

    // The app renders its own elements in place of the server's: the tapped button is gone.
    root.replaceChildren();
    createRoot(root).render(<Page onSearch={() => {}} />);
    await settle();
    expect(menu.isConnected).toBe(false);
    held.release();
    await settle();
    expect(root.querySelector('[data-testid="menu"]')?.textContent).toBe('Menu 1');
  });

  it('replays on nothing when no single element of that name is there', () => {
    const root = document.createElement('div');
    root.innerHTML = '<button aria-label="Buka menu">a</button><button aria-label="Buka menu">b</button>';
    document.body.append(root);
    const gone = document.createElement('button');
    expect(replayTarget(root, { element: gone, name: 'Buka menu' })).toBeNull();
    expect(replayTarget(root, { element: gone, name: 'Tutup' })).toBeNull();
    expect(replayTarget(root, { element: gone, name: '' })).toBeNull();
    root.lastElementChild?.remove();
    expect(replayTarget(root, { element: gone, name: 'Buka menu' })).toBe(root.firstElementChild);
  });

  it('leaves a link’s tap to the browser and holds nothing once released', () => {
    const root = serverPage();
    const held = holdInteractions(root);
    const link = root.querySelector('a') as HTMLAnchorElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);

    held.release();
    const menu = root.querySelector('[data-testid="menu"]') as HTMLElement;
    expect(menu.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
  });
});

describe('handTypedText', () => {
  it('tells only the fields whose text differs from the server’s', () => {
    const root = document.createElement('div');
    root.innerHTML = '<input name="a" value="x"><input name="b" value="y"><textarea name="c">z</textarea>';
    const told: string[] = [];
    root.addEventListener('input', (e) => told.push((e.target as HTMLInputElement).name));
    (root.querySelector('[name="b"]') as HTMLInputElement).value = 'yy';
    (root.querySelector('[name="c"]') as HTMLTextAreaElement).value = 'zz';
    handTypedText(root);
    expect(told).toEqual(['b', 'c']);
  });
});
