import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { CHECK_IN_TEXT as T } from '#web/features/admin/check-in/check-in-text.ts';

/** How often a frame is read while the camera is on. */
const SCAN_EVERY_MS = 150;

/**
 * The camera QR scanner (docs/decisions/015): the back camera is preferred, a frame is read every 150 ms
 * with jsQR (`qr-decode.ts`), and every decoded text goes to `onCode` (the page rate-limits repeats). The
 * decoder is loaded only when 'Pindai QR' is pressed (its own chunk: never part of member pages, nor of the
 * check-in page until the camera is wanted).
 */
export function QrScanner({ onCode }: { onCode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const handler = useRef(onCode);
  handler.current = onCode;
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'failed'>('off');

  /** Turns the camera off: the loop ends, the tracks stop (the phone's camera light goes out). */
  const release = () => {
    clearTimeout(timer.current);
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  };

  const stop = () => {
    release();
    setState('off');
  };

  // Leaving the page turns the camera off too.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  const start = async () => {
    const el = video.current;
    if (!el) return;
    setState('starting');
    try {
      const [{ decodeQr, frameSize }, media] = await Promise.all([
        import('#web/features/admin/check-in/qr-decode.ts'),
        navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        }),
      ]);
      stream.current = media;
      el.srcObject = media;
      await el.play();
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d canvas');
      const read = () => {
        if (stream.current !== media) return;
        const size = frameSize(el.videoWidth, el.videoHeight);
        // The first frames can come before the camera reports its size; those are skipped, not fatal.
        if (size.width > 0 && size.height > 0) {
          canvas.width = size.width;
          canvas.height = size.height;
          context.drawImage(el, 0, 0, size.width, size.height);
          const text = decodeQr(
            context.getImageData(0, 0, size.width, size.height).data,
            size.width,
            size.height,
          );
          if (text) handler.current(text);
        }
        timer.current = setTimeout(read, SCAN_EVERY_MS);
      };
      setState('on');
      read();
    } catch {
      release();
      setState('failed');
    }
  };

  const active = state === 'on' || state === 'starting';
  return (
    <div className="space-y-3">
      <div className={active ? 'overflow-hidden rounded-xl bg-slate-900' : 'hidden'}>
        <video ref={video} muted playsInline className="aspect-square w-full object-cover" />
      </div>
      {state === 'starting' && (
        <p role="status" className="text-base text-slate-700">
          {T.cameraStarting}
        </p>
      )}
      {state === 'on' && <p className="text-base text-slate-700">{T.scanHint}</p>}
      {state === 'failed' && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-base text-red-800 ring-1 ring-red-200 ring-inset"
        >
          {T.cameraFailed}
        </p>
      )}
      {active ? (
        <Button variant="secondary" fullWidth onClick={stop}>
          <CameraOff aria-hidden="true" className="size-5" />
          {T.stopScan}
        </Button>
      ) : (
        <Button size="lg" fullWidth onClick={() => void start()}>
          <Camera aria-hidden="true" className="size-5" />
          {T.scan}
        </Button>
      )}
    </div>
  );
}
