/**
 * Every error becomes the contract's error body with an Indonesian message: the app's own errors (lib/errors.ts)
 * as thrown, the contract's validation errors as 400 with one entry per field, Fastify's own 4xx as a plain
 * 'Permintaan tidak valid.', anything else as a logged 500.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody } from '../lib/errors.ts';

const SERVER_ERROR = 'Terjadi kesalahan pada server. Silakan coba lagi.';

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(errorBody(error.message, error.code, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replace(/\//g, '.'),
        message: v.message ?? 'Tidak valid',
      }));
      return reply
        .status(400)
        .send(errorBody(errors[0]?.message ?? 'Data tidak valid.', 'VALIDATION_ERROR', errors));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send(errorBody('Data yang dikirim terlalu besar.', 'PAYLOAD_TOO_LARGE'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own codes (FST_ERR_…) are not part of the contract's ErrorCode union (docs/decisions/012).
      return reply.status(status).send(errorBody('Permintaan tidak valid.', 'BAD_REQUEST'));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(SERVER_ERROR, 'INTERNAL'));
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
