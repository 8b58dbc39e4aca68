/**
 * The request log (docs/decisions/046): one line per request, written when its answer is done, instead of
 * Fastify's two ('incoming request' when it arrives, 'request completed' when it is answered).
 *
 * At the default level (`info`) every request was two lines, each through pino's redaction of nested headers
 * (lib/log-redaction.ts: its `*.headers...` paths make it walk every logged object), about 10 µs per request
 * alone and, in a crowd on this 2-core machine, 40 µs of the 40-80 a kept answer costs: `/healthz` went from
 * 39-43 µs per request at `warn` to 75-99 at `info`. Now:
 * - **'request completed'** (info) holds what the two lines held: the request (`req`: method, URL with secrets
 *   masked, host, address, port; the request serializer of lib/log-redaction.ts), the status (`res`), the time
 *   (`responseTime`, ms) and the request id (`reqId`). It is written by a child of the server's logger without
 *   the nested-header redaction: the line is made here from those fields only, so there is no header in it to
 *   redact. Every other line (a handler's, a plugin's, an error) keeps the redaction.
 * - **'incoming request'** is written at `debug`: `LOG_LEVEL=debug` still shows a request that never ends.
 * - **'request aborted'** (info): a request whose client went away before its answer was done, which before
 *   left its 'incoming request' line and now would leave none.
 * - A failed answer ('request errored', error) is written as Fastify wrote it, with the redaction.
 */
import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { destination } from 'pino';

/** The child writing the request lines, one per server logger (a plugin's encapsulated logger is the same one). */
const lineWriters = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

/**
 * The server's logger's child for request lines: its serializers (the masked URL), no redaction. Its own level
 * is the lowest: whether a line is written is asked of the request's logger each time (the server's level, or a
 * route's own), so a level changed later (main.ts quiets the log while it starts listening) still holds.
 */
function lineWriter(server: FastifyBaseLogger): FastifyBaseLogger {
  let writer = lineWriters.get(server);
  if (!writer) {
    writer = server.child({}, { level: 'trace', redact: { paths: [] } } as Parameters<
      FastifyBaseLogger['child']
    >[1]);
    lineWriters.set(server, writer);
  }
  return writer;
}

/** Whether the request's logger writes at `level` (lib/log-redaction.ts `requestLogger`: asked without a child). */
const enabled = (request: FastifyRequest, level: 'debug' | 'info') =>
  (request.log as FastifyBaseLogger & { isLevelEnabled?: (l: string) => boolean }).isLevelEnabled?.(level) ??
  true;

export class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request) || !enabled(request, 'debug')) return;
    lineWriter(request.server.log).debug(
      { [this.requestIdLogLabel]: request.id, req: request },
      'incoming request',
    );
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (!enabled(request, 'info')) return;
    lineWriter(request.server.log).info(
      { [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }

  /** A request whose client left before its answer was done (Fastify's `onRequestAbort`). */
  requestAborted(request: FastifyRequest): void {
    if (this.isLogDisabled(request) || !enabled(request, 'info')) return;
    lineWriter(request.server.log).info(
      { [this.requestIdLogLabel]: request.id, req: request },
      'request aborted',
    );
  }
}

/** Writes 'request aborted' for every request of `app` whose client leaves before its answer is done. */
export function logAborts(app: FastifyInstance, accessLog: AccessLog): void {
  app.addHook('onRequestAbort', (req, done) => {
    accessLog.requestAborted(req);
    done();
  });
}

/**
 * Where `npm start` writes its log (main.ts): pino's asynchronous stdout, with what waits for the write cut into
 * 2 KiB pieces (sonic-boom's `maxWrite`, 16 KiB by default). Under load lines arrive faster than the writes end,
 * and sonic-boom measures the last waiting piece's byte length at every line: a piece growing to 16 KiB was 3-13 %
 * of a request's CPU at `info` in the bench, 1 % at 2 KiB (docs/decisions/046).
 */
export const logDestination = () => destination({ dest: 1, sync: false, maxWrite: 2048 });
