import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { CHECK_IN_TEXT as T } from '../check-in-text.ts';

type Controls = { stop: () => void };

/**
 * The camera QR scanner (docs/decisions/015): @zxing/browser, loaded only when 'Pindai QR' is pressed (its own
 * chunk: never part of member pages, nor of the check-in page until the camera is wanted). The back
 * camera is preferred; every decoded text goes to `onCode` (the page rate-limits repeats).
 */
export function QrScanner({ onCode }: { onCode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<Controls | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'failed'>('off');

  const stop = () => {
    controls.current?.stop();
    controls.current = null;
    setState('off');
  };

  useEffect(() => () => controls.current?.stop(), []);

  const start = async () => {
    const el = video.current;
    if (!el) return;
    setState('starting');
    try {
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
      controls.current = await reader.decodeFromConstraints(
        { video: { facingMode: { ideal: 'environment' } }, audio: false },
        el,
        (result) => {
          if (result) handler.current(result.getText());
        },
      );
      setState('on');
    } catch {
      controls.current = null;
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
