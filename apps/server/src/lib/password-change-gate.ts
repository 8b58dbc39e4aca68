import { PASSWORD_CHANGE_REQUIRED } from '@alumni/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The few routes a caller with a temporary password may still use (GET /current-user, the password
     * change itself, logout). Every other authenticated route refuses them.
     */
    allowPendingPasswordChange?: boolean;
  }
}

/**
 * After an admin's reset the account's password is one the admin knows (docs/decisions/005, 007): until
 * its owner replaces it, the token opens nothing else (403 PASSWORD_CHANGE_REQUIRED).
 */
export function refusePendingPasswordChange(req: FastifyRequest): void {
  if (req.auth?.mustChangePassword && !req.routeOptions.config.allowPendingPasswordChange) {
    throw forbidden(PASSWORD_CHANGE_REQUIRED, 'PASSWORD_CHANGE_REQUIRED');
  }
}
