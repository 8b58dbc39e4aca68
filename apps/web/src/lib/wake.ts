/**
 * A visitor's server-rendered page waits for its first touch (docs/decisions/037-pages-wake-on-touch.md).
 *
 * The server's page is whole without the app: it is painted, its links are plain links (a tap opens the next
 * server-rendered page), its answers are in it. So the app's code is not run while the page loads: it starts on
 * the visitor's first touch of the page (a tap, a key, the wheel, focus on a field). What the page does by itself
 * meanwhile (the landing page's carousel turns every 2.5 s) it does without the app (lib/sleeping-carousel.ts).
 *
 * Nothing the visitor does meanwhile is lost:
 * - a tap on a button (or anything that is not a link) is held and replayed on the same element once the app
 *   has adopted the page, or, when the app rendered that element anew (a member's page is not the visitor's the
 *   server rendered), on the one element of the same kind and name there now; a link's tap is left to the
 *   browser (it opens the page it names);
 * - a form's submit (Enter in the search field) is held and submitted again through the app;
 * - text typed into a field before the app adopted the page is handed to the app's field (an `input` event),
 *   so its state holds what the visitor sees.
 */

/**
 * What wakes a sleeping page: a person's first touch of it. Not a pointer's move: the browser sends one to a
 * page that loads under a resting mouse pointer.
 */
export const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/** Resolves on the first of WAKE_EVENTS on `target` (a person's first touch of the page). */
export function whenTouched(target: EventTarget): Promise<void> {
  return new Promise<void>((resolve) => {
    const options = { capture: true, passive: true } as const;
    const wake = () => {
      for (const type of WAKE_EVENTS) target.removeEventListener(type, wake, options);
      resolve();
    };
    for (const type of WAKE_EVENTS) target.addEventListener(type, wake, options);
  });
}

type Held = { kind: 'click'; element: HTMLElement; name: string } | { kind: 'submit'; form: HTMLFormElement };

/** What names a control to a person: its aria-label, else its text. */
const nameOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/gu, ' ').trim();

/**
 * The element a held tap is replayed on: the one tapped if it is still in the page, else the only element of
 * the same tag with the same name in `root` (none when there are several, or when the tapped one had no name).
 */
export function replayTarget(
  root: ParentNode,
  held: { element: HTMLElement; name: string },
): HTMLElement | null {
  if (held.element.isConnected) return held.element;
  if (!held.name) return null;
  const same = [...root.querySelectorAll<HTMLElement>(held.element.localName)].filter(
    (candidate) => nameOf(candidate) === held.name,
  );
  return same.length === 1 ? (same[0] ?? null) : null;
}

/** A click the browser handles well without the app: a link that opens a page, or a native control. */
function leftToTheBrowser(target: Element): boolean {
  const link = target.closest('a[href]');
  if (link) return true;
  const control = target.closest('input, select, textarea, label, summary');
  if (!control) return false;
  // A submit button is the form's: held with the form's submit below.
  return !(control instanceof HTMLInputElement && (control.type === 'submit' || control.type === 'image'));
}

/**
 * While the app is not there yet, holds what would need it (see the module comment). `release()` is called once
 * the app has adopted the page: it stops holding, hands typed text to the app's fields, and replays what it held
 * in order.
 */
export function holdInteractions(root: HTMLElement): { release(): void } {
  const held: Held[] = [];
  const onClick = (e: MouseEvent) => {
    const target = e.target;
    if (!(target instanceof Element) || !root.contains(target) || leftToTheBrowser(target)) return;
    const element =
      target.closest<HTMLElement>('button, [role="button"], [tabindex]') ?? (target as HTMLElement);
    e.preventDefault();
    e.stopPropagation();
    held.push({ kind: 'click', element, name: nameOf(element) });
  };
  const onSubmit = (e: SubmitEvent) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    e.preventDefault();
    e.stopPropagation();
    if (!held.some((h) => h.kind === 'submit' && h.form === form)) held.push({ kind: 'submit', form });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  return {
    release() {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      handTypedText(root);
      // In a task of its own: the fields' new state has rendered by then, so a replayed submit sends it.
      setTimeout(() => {
        for (const h of held.splice(0)) {
          if (h.kind === 'click') replayTarget(root, h)?.click();
          else if (h.form.isConnected) h.form.requestSubmit();
        }
      }, 0);
    },
  };
}

/** Fields whose text differs from the server's: the app's field is told, as if the text were typed now. */
export function handTypedText(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue;
    if (field.value !== field.defaultValue) field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
