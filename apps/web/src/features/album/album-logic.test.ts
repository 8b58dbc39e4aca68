import { describe, expect, it } from 'vitest';
import { sizedPictureSources as photoSources } from '#web/lib/image-widths.ts';
import { fitWithin, preferResized, RESIZE_MAX_SIDE } from './resize.ts';
import { UploadQueue, type UploadWork } from './upload-queue.ts';

const HASH = '0123456789abcdef0123456789abcdef';

describe('fitWithin', () => {
  it('scales a landscape phone photo to 1600 px on its longer side, keeping the proportion', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
  });
  it('scales a portrait photo by its height', () => {
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });
  it('never enlarges a small picture', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(RESIZE_MAX_SIDE, 10)).toEqual({ width: RESIZE_MAX_SIDE, height: 10 });
  });
  it('rounds and keeps at least one pixel for a very thin panorama', () => {
    expect(fitWithin(16000, 5)).toEqual({ width: 1600, height: 1 });
    expect(fitWithin(4000, 2999)).toEqual({ width: 1600, height: 1200 });
  });
  it('answers 0 × 0 for a picture without size', () => {
    expect(fitWithin(0, 100)).toEqual({ width: 0, height: 0 });
  });
});

describe('preferResized', () => {
  it('always takes the resized picture when the original is larger than the box', () => {
    expect(preferResized({ size: 100, width: 3000, height: 2000 }, 500)).toBe(true);
  });
  it('keeps a small original that re-encoding would only make bigger', () => {
    expect(preferResized({ size: 80_000, width: 800, height: 600 }, 120_000)).toBe(false);
    expect(preferResized({ size: 800_000, width: 800, height: 600 }, 120_000)).toBe(true);
  });
});

describe('sizedPictureSources', () => {
  it('lists only the copies narrower than the photo, then the photo at its own width', () => {
    const s = photoSources({ path: `/uploads/${HASH}.webp`, width: 1200 }, '100vw');
    expect(s.srcSet).toBe(
      [320, 640, 960].map((w) => `/uploads/${HASH}-${w}w.webp ${w}w`).join(', ') +
        `, /uploads/${HASH}.webp 1200w`,
    );
    expect(s.sizes).toBe('100vw');
  });
  it('keeps a plain src for a picture the server did not store', () => {
    expect(photoSources({ path: '/seed/photo.jpg', width: 1600 }, '100vw')).toEqual({
      src: '/seed/photo.jpg',
    });
  });
});

/** A sender whose calls the test finishes by hand. */
function manualWork() {
  const calls: {
    name: string;
    progress: (f: number) => void;
    resolve: (v: string) => void;
    reject: (e: Error) => void;
  }[] = [];
  const prepared: string[] = [];
  const work: UploadWork<string> = {
    prepare: async (file) => {
      prepared.push(file.name);
      return file;
    },
    send: (_picture, name, progress) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ name, progress, resolve, reject });
      }),
  };
  return { work, calls, prepared };
}

const file = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/jpeg' });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('UploadQueue', () => {
  it('sends at most three at a time and starts the next as one finishes', async () => {
    const { work, calls } = manualWork();
    const done: string[] = [];
    const queue = new UploadQueue(work, (r) => done.push(r));
    queue.add(['a', 'b', 'c', 'd', 'e'].map(file));
    await tick();
    expect(calls.map((c) => c.name)).toEqual(['a', 'b', 'c']);
    expect(queue.getSnapshot().map((i) => i.status)).toEqual([
      'sending',
      'sending',
      'sending',
      'waiting',
      'waiting',
    ]);
    calls[1]?.resolve('B');
    await tick();
    expect(calls.map((c) => c.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(done).toEqual(['B']);
    expect(queue.getSnapshot()[1]).toMatchObject({ status: 'done', progress: 1 });
    expect(queue.busy).toBe(true);
  });

  it('reports progress per photo, never backwards and short of 1 until the answer', async () => {
    const { work, calls } = manualWork();
    const queue = new UploadQueue(work);
    queue.add([file('a'), file('b')]);
    await tick();
    calls[0]?.progress(0.4);
    calls[0]?.progress(0.2);
    calls[1]?.progress(1);
    expect(queue.getSnapshot().map((i) => i.progress)).toEqual([0.4, 0.99]);
  });

  it("keeps a failed photo with the server's reason and 'Coba lagi' sends it again without a second resize", async () => {
    const { work, calls, prepared } = manualWork();
    const done: string[] = [];
    const queue = new UploadQueue(work, (r) => done.push(r));
    queue.add([file('a')]);
    await tick();
    calls[0]?.reject(new Error('Gambar terlalu besar'));
    await tick();
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'failed', error: 'Gambar terlalu besar' });
    expect(queue.busy).toBe(false);
    queue.retry(queue.getSnapshot()[0]?.id ?? 0);
    await tick();
    expect(calls).toHaveLength(2);
    expect(prepared).toEqual(['a']);
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'sending', error: null, progress: 0 });
    calls[1]?.resolve('A');
    await tick();
    expect(done).toEqual(['A']);
  });

  it('only retries a failed photo and dismisses only finished ones', async () => {
    const { work, calls } = manualWork();
    const queue = new UploadQueue(work);
    queue.add([file('a'), file('b')]);
    await tick();
    const [a, b] = queue.getSnapshot();
    queue.retry(a?.id ?? 0);
    queue.dismiss(a?.id ?? 0);
    expect(calls).toHaveLength(2);
    expect(queue.getSnapshot()).toHaveLength(2);
    calls[1]?.resolve('B');
    await tick();
    queue.dismiss(b?.id ?? 0);
    expect(queue.getSnapshot().map((i) => i.name)).toEqual(['a']);
  });

  it('a failing resize fails that photo only', async () => {
    const work: UploadWork<string> = {
      prepare: async (f) => {
        if (f.name === 'bad') throw new Error('File bukan gambar yang valid');
        return f;
      },
      send: async (_p, name) => name,
    };
    const done: string[] = [];
    const queue = new UploadQueue(work, (r) => done.push(r));
    queue.add([file('bad'), file('good')]);
    await tick();
    await tick();
    expect(queue.getSnapshot().map((i) => i.status)).toEqual(['failed', 'done']);
    expect(done).toEqual(['good']);
  });

  it('tells its subscribers of every change with a new snapshot', async () => {
    const { work } = manualWork();
    const queue = new UploadQueue(work);
    const seen: number[] = [];
    const stop = queue.subscribe(() => seen.push(queue.getSnapshot().length));
    const before = queue.getSnapshot();
    queue.add([file('a')]);
    expect(queue.getSnapshot()).not.toBe(before);
    stop();
    expect(seen.length).toBeGreaterThan(0);
  });
});
