/**
 * The photos a member is sending to an album (docs/decisions/032-event-album.md): each is its own request,
 * at most CONCURRENCY at a time, with its own progress, and 'Coba lagi' on one that failed sends that one
 * again (its already-resized picture, so a retry costs no second resize). Plain TypeScript, no React: the
 * screen subscribes to its snapshots (components/uploader.tsx), the unit tests drive it with fake senders.
 */

export const UPLOAD_CONCURRENCY = 3;

export type UploadStatus = 'waiting' | 'resizing' | 'sending' | 'done' | 'failed';

export interface UploadItem {
  id: number;
  name: string;
  status: UploadStatus;
  /** 0..1 of the bytes sent while 'sending'; 1 once done. */
  progress: number;
  /** The server's (Indonesian) reason when failed. */
  error: string | null;
}

export interface UploadWork<R> {
  /** Makes the picture to send (resize); may return the file itself. */
  prepare(file: File): Promise<Blob>;
  /** Sends one picture, reporting 0..1 progress; rejects with an Error whose message is shown. */
  send(picture: Blob, name: string, onProgress: (fraction: number) => void): Promise<R>;
}

interface Entry<R> extends UploadItem {
  file: File;
  picture: Blob | null;
  result: R | null;
}

export class UploadQueue<R> {
  private entries: Entry<R>[] = [];
  private nextId = 1;
  private running = 0;
  private listeners = new Set<() => void>();
  private snapshot: readonly UploadItem[] = [];

  constructor(
    private readonly work: UploadWork<R>,
    private readonly onDone: (result: R) => void = () => undefined,
    private readonly concurrency: number = UPLOAD_CONCURRENCY,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The items as the screen shows them; a new array after every change (for useSyncExternalStore). */
  getSnapshot = (): readonly UploadItem[] => this.snapshot;

  add(files: readonly File[]): void {
    for (const file of files)
      this.entries.push({
        id: this.nextId++,
        name: file.name,
        status: 'waiting',
        progress: 0,
        error: null,
        file,
        picture: null,
        result: null,
      });
    this.changed();
    this.pump();
  }

  /** 'Coba lagi': the failed item goes back in line. */
  retry(id: number): void {
    const entry = this.entries.find((e) => e.id === id);
    if (entry?.status !== 'failed') return;
    entry.status = 'waiting';
    entry.progress = 0;
    entry.error = null;
    this.changed();
    this.pump();
  }

  /** Drops a finished or failed item from the list (one that is running stays). */
  dismiss(id: number): void {
    const entry = this.entries.find((e) => e.id === id);
    if (!entry || (entry.status !== 'done' && entry.status !== 'failed')) return;
    this.entries = this.entries.filter((e) => e !== entry);
    this.changed();
  }

  /** Drops every item that is done. */
  clearDone(): void {
    this.entries = this.entries.filter((e) => e.status !== 'done');
    this.changed();
  }

  /** True while any item is waiting or running. */
  get busy(): boolean {
    return this.entries.some(
      (e) => e.status === 'waiting' || e.status === 'resizing' || e.status === 'sending',
    );
  }

  private pump(): void {
    while (this.running < this.concurrency) {
      const next = this.entries.find((e) => e.status === 'waiting');
      if (!next) return;
      this.running += 1;
      void this.run(next).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  private async run(entry: Entry<R>): Promise<void> {
    try {
      if (!entry.picture) {
        entry.status = 'resizing';
        this.changed();
        entry.picture = await this.work.prepare(entry.file);
      }
      entry.status = 'sending';
      this.changed();
      const result = await this.work.send(entry.picture, entry.name, (fraction) => {
        // Progress never goes back and stops short of 1 until the server has answered.
        const next = Math.min(0.99, Math.max(entry.progress, fraction));
        if (next === entry.progress) return;
        entry.progress = next;
        this.changed();
      });
      entry.status = 'done';
      entry.progress = 1;
      entry.result = result;
      this.changed();
      this.onDone(result);
    } catch (e) {
      entry.status = 'failed';
      entry.error = e instanceof Error && e.message ? e.message : 'Gagal';
      this.changed();
    }
  }

  private changed(): void {
    this.snapshot = this.entries.map(({ id, name, status, progress, error }) => ({
      id,
      name,
      status,
      progress,
      error,
    }));
    for (const l of this.listeners) l();
  }
}
