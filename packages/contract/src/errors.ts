// ---------------------------------------------------------------------------------------------
// Every `code` of the failure envelope `{ message, code, errors? }` (common.ts ErrorBody) the server
// sends (docs/decisions/012). The server's error helpers (apps/server/src/lib/errors.ts) accept only these,
// so a new code is added here first; the web compares `ApiError.code` against the same union.
// No zod here: the web may import it without the schemas.
// ---------------------------------------------------------------------------------------------

export const ERROR_CODES = [
  // Generic, from the central error handler and the helpers' defaults.
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'SERVER_BUSY',
  'INTERNAL',
  // Sessions and sign-in.
  'LOGIN_REQUIRED',
  'SESSION_EXPIRED',
  'INVALID_CREDENTIALS',
  'TOO_MANY_LOGIN_ATTEMPTS',
  'PASSWORD_CHANGE_REQUIRED',
  'RESET_TOKEN_INVALID',
  'CURRENT_PASSWORD_REQUIRED',
  'CURRENT_PASSWORD_WRONG',
  'PASSWORD_REUSED',
  'PASSWORD_MISMATCH',
  // Users and profiles.
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'USER_NOT_FOUND',
  'USER_SELF_DELETE',
  'USER_LAST_ADMIN',
  'PROFILE_FORBIDDEN',
  'PROFILE_RECORD_INVALID',
  'PICTURE_INVALID',
  'IMPORT_INVALID',
  // Invitations, activation and import batches (docs/decisions/014).
  'ACTIVATION_INVALID',
  'ACTIVATION_USED',
  'ACTIVATION_EXPIRED',
  'ALREADY_ACTIVE',
  'NO_WHATSAPP',
  'IMPORT_BATCH_NOT_FOUND',
  'IMPORT_ALREADY_UNDONE',
  // The join link, registration modes and claims (docs/decisions/022).
  'JOIN_LINK_INVALID',
  'REGISTRATION_CLOSED',
  'CLAIM_INVALID',
  'REQUEST_NOT_FOUND',
  'REQUEST_DECIDED',
  // Events and their forms.
  'EVENT_NOT_FOUND',
  'EVENT_FINISHED',
  'EVENT_GROUP_NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'GROUP_NOT_FOUND',
  'CREATOR_NOT_FOUND',
  'CREATOR_REQUIRED',
  'DATE_INVALID',
  'END_BEFORE_START',
  'YEAR_OUT_OF_RANGE',
  'ONLINE_LOCATION_INVALID',
  'QUOTA_BELOW_PARTICIPANTS',
  'IMAGE_INVALID',
  'IMAGE_REQUIRED',
  // Registration.
  'QUOTA_FULL',
  'TOO_MANY_COMPANIONS',
  'NOT_REGISTERED',
  'PARTICIPANT_NOT_FOUND',
  'CREATOR_CANNOT_CANCEL',
  'ALREADY_REGISTERED',
  // Waitlist (docs/decisions/013).
  'SEATS_AVAILABLE',
  'SEATS_HELD_FOR_LINE',
  // Tickets and check-in (docs/decisions/015).
  'NO_TICKET',
  'TICKET_INVALID',
  'TICKET_OTHER_EVENT',
  'TICKET_CANCELED',
  'NOT_CHECKED_IN',
  // Comments.
  'COMMENT_NOT_FOUND',
  'COMMENT_DELETED',
  'NOT_COMMENT_OWNER',
  'PARENT_NOT_FOUND',
  'PARENT_DELETED',
  'REPLY_TO_REPLY',
  'COMMENT_RATE_LIMITED',
  // Notifications.
  'NOTIFICATION_NOT_FOUND',
  // Uploads and text.
  'UPLOAD_INVALID',
  'IMAGE_TOO_LARGE',
  'IMAGE_KIND_INVALID',
  'INVALID_CHARACTER',
  'UPLOAD_BUDGET',
  // Class roster, 'Kabar Duka', 'In Memoriam' (docs/decisions/024).
  'ROSTER_NOT_FOUND',
  'ROSTER_INVALID',
  'ROSTER_USER_LINKED',
  'DEATH_NOTICE_NOT_FOUND',
  'DEATH_NOTICE_OWN',
  'DEATH_NOTICE_PROCESSED',
  'FUND_NOT_FOUND',
  'FUND_CLOSED',
  'FUND_PAID',
  'FUND_NO_CODE',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_PROCESSED',
  'CASH_ENTRY_NOT_FOUND',
  'CASH_ENTRY_REVERSED',
  'FUND_DONATION',
  'NOT_DECEASED',
  'MEMORY_NOT_FOUND',
  'MEMBER_DECEASED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
