/**
 * Notification texts and links, in one place so the modules that write notifications and the tests
 * that read them use the same words. Names and event names are stored as given (plain text; the client
 * renders notifications as text).
 */
export const notificationText = {
  registered: (member: string, event: string) => `${member} mendaftar pada acara ${event}`,
  canceled: (member: string, event: string) => `${member} membatalkan pendaftaran pada acara ${event}`,
  canceledByAdmin: (event: string) => `Kehadiran Anda pada acara ${event} dibatalkan oleh admin.`,
  registeredByAdmin: (event: string) => `Admin mendaftarkan Anda pada acara ${event}.`,
  mentioned: (author: string, event: string) => `${author} menyebut Anda dalam komentar di acara ${event}`,
  replied: (author: string, event: string) => `${author} membalas komentar Anda di acara ${event}`,
} as const;

/** Client routes a notification leads to. */
export const eventUrl = (eventId: number) => `/event/${eventId}`;
export const commentUrl = (eventId: number, commentId: number) => `/event/${eventId}#comment-${commentId}`;
