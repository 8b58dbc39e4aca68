/**
 * `npm start`'s build step: runs `npm run build` with its output held back, so the start log begins with the
 * server (and ends with the address and a first start's sign-ins, apps/server/src/lib/start-banner.ts). The
 * held output is printed only when the build fails. `npm run build` itself stays verbose.
 */
import { spawn } from 'node:child_process';

const started = performance.now();
process.stdout.write('Membangun aplikasi (npm run build)… ');
const child = spawn('npm', ['run', 'build', '--silent'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  shell: process.platform === 'win32',
});
const chunks = [];
child.stdout.on('data', (c) => chunks.push(c));
child.stderr.on('data', (c) => chunks.push(c));
child.on('close', (code) => {
  if (code === 0) {
    process.stdout.write(`selesai dalam ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    return;
  }
  process.stdout.write('GAGAL\n\n');
  process.stderr.write(Buffer.concat(chunks));
  process.exit(code ?? 1);
});
