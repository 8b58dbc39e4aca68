/**
 * Every answer carries its request's id (`x-request-id`: the caller's when it is a safe token, else a new
 * UUID; see genReqId in app.ts). Once close() begins (SIGTERM: main.ts), every answer still being made ends
 * its connection, so a kept-alive client (a browser, the load balancer) does not hold the stopping process
 * open; it reconnects elsewhere.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function requestIdPlugin(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (closing) reply.header('connection', 'close');
  });
}

export default fp(requestIdPlugin, { name: 'request-id' });
