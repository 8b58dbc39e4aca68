import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Portable across SQLite and PostgreSQL:
 * - instants are ISO-8601 UTC text ('2026-11-22T08:18:46.000Z'), which sort correctly as text;
 * - calendar dates (profile month/year, day 10) are 'YYYY-MM-DD' text;
 * - flags are integers 0/1 (see docs/decisions/002-portable-column-types.md).
 */
type Flag = number;
type Instant = string;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  nickname: string | null;
  username: string;
  email: string;
  /** Null means no usable password (imported members set one through forgot-password). */
  password_hash: string | null;
  phone_number: string | null;
  address: string | null;
  high_school: string | null;
  occupation: string | null;
  picture: string | null;
  about: string | null;
  specialities: string | null;
  languages: string | null;
  role: string;
  is_profile_complete: Generated<Flag>;
  last_login: Instant | null;
  token_version: Generated<number>;
  /** 1 after an admin's reset: the temporary password must be replaced before anything else (migration 003). */
  must_change_password: Generated<Flag>;
  /** 1 = reminder e-mails wanted ('Pengingat email', migration 007). */
  reminder_email: Generated<Flag>;
  /** The Excel import that created the member (migration 008); null for everyone else. */
  import_batch_id: Generated<number | null>;
  /** 1 = passed away ('In Memoriam', migration 017): the account receives nothing any more. */
  deceased: Generated<Flag>;
  /** 'YYYY-MM-DD' or null (unknown). */
  deceased_on: Generated<string | null>;
  /** 1 = 'Kabar Duka' e-mails wanted (migration 017). */
  death_notice_email: Generated<Flag>;
  /** City/regency, free text (migration 020, docs/decisions/027); `city_key` is its normalised form. */
  city: Generated<string | null>;
  city_key: Generated<string | null>;
  /** 'YYYY-MM-DD' or null (migration 020). */
  birthday: Generated<string | null>;
  /** 'SELF' | 'MEMBERS' | 'PUBLIC' (migration 020); phone, e-mail and address are never 'PUBLIC'. */
  privacy_phone: Generated<string>;
  privacy_email: Generated<string>;
  privacy_address: Generated<string>;
  privacy_birthday: Generated<string>;
  /** Name, nickname and username, lower case without accents (migration 020): the directory's search column. */
  search_key: Generated<string>;
  /** 1 = 'Bendahara': may work 'Keuangan' and write 'Buku Kas' (migration 022, docs/decisions/028). */
  treasurer: Generated<Flag>;
  instagram: string | null;
  facebook: string | null;
  linkedin: string | null;
  twitter: string | null;
  tiktok: string | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface JobTypesTable {
  id: Generated<number>;
  name: string;
  /** Migration 013: the committee's order ('Konten'). */
  sort_order: Generated<number>;
}

export interface WorkingExperiencesTable {
  id: Generated<number>;
  user_id: number;
  job_type_id: number | null;
  position: string | null;
  name: string | null;
  address: string | null;
  start_date: string | null;
  end_date: string | null;
  currently_working: Generated<Flag>;
  description: string | null;
  deleted: Generated<Flag>;
  created_at: Instant;
}

export interface BusinessesTable {
  id: Generated<number>;
  user_id: number;
  name: string | null;
  address: string | null;
  start_date: string | null;
  end_date: string | null;
  currently_working: Generated<Flag>;
  description: string | null;
  deleted: Generated<Flag>;
  /** 1 = kept out of 'Usaha Alumni' by its owner (migration 020). */
  unlisted: Generated<Flag>;
  /** 'Bidang usaha', one of the contract's BUSINESS_LINES, or null (migration 024). */
  line: Generated<string | null>;
  created_at: Instant;
}

export interface EducationsTable {
  id: Generated<number>;
  user_id: number;
  university: string | null;
  title: string | null;
  study_major: string | null;
  start_date: string | null;
  end_date: string | null;
  gpa: number | null;
  description: string | null;
  deleted: Generated<Flag>;
  created_at: Instant;
}

export interface EventCategoriesTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  icon_url: string | null;
  created_at: Instant;
  /** Migration 013: the committee's order, and 1 = not offered for new events nor listed. */
  sort_order: Generated<number>;
  hidden: Generated<Flag>;
}

export interface EventGroupsTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  image_url: string | null;
  created_at: Instant;
  /** Migration 013: the committee's order ('Konten'). */
  sort_order: Generated<number>;
}

export interface EventsTable {
  id: Generated<number>;
  name: string;
  image_url: string | null;
  start_date: Instant;
  end_date: Instant;
  location: string;
  description: string | null;
  quota: number | null;
  /** DRAFT | PUBLISH | EXPIRED */
  status: string;
  total_viewer: Generated<number>;
  /** Kept in step with event_participants inside the same transaction (quota check). */
  total_participant: Generated<number>;
  /** Companions one member may bring, 0 = none (migration 026, docs/decisions/031). */
  max_companions: Generated<number>;
  /** The companions among total_participant's seats (migration 028, kept by participants/seats.service.ts). */
  companion_seats: Generated<number>;
  /** The .ics SEQUENCE: raised by every change notice (migration 007). */
  ics_sequence: Generated<number>;
  /** OFFLINE | ONLINE */
  event_type: string;
  /** CONTINUED | NEW */
  event_creation_type: string;
  event_category_id: number | null;
  event_group_id: number | null;
  user_id: number | null;
  deleted: Generated<Flag>;
  created_at: Instant;
  updated_at: Instant;
  /** 'Album Foto' open to visitors (migration 027). */
  album_public: Generated<Flag>;
  /** Only admins add photos to the album (migration 027). */
  album_committee_only: Generated<Flag>;
}

export interface EventParticipantsTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  created_at: Instant;
  /** When an admin marked the participant 'Hadir' at the door (migration 009); null = not checked in. */
  checked_in_at: Generated<Instant | null>;
  /** The admin who did it (a plain id, no foreign key). */
  checked_in_by: Generated<number | null>;
  /** The member's companions (migration 026): the party takes 1 + companions seats. */
  companions: Generated<number>;
  /** Optional companion names, a JSON array of strings. */
  companion_names: Generated<string | null>;
  /** How many of the party were checked in (migration 028), 1..1 + companions; null while not checked in. */
  arrived: Generated<number | null>;
}

/** The line for a full event, in id order (migration 007, docs/decisions/013). */
export interface EventWaitlistTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  created_at: Instant;
  /** The companions waiting with the member (migration 030): the party needs 1 + companions seats. */
  companions: Generated<number>;
  /** Optional companion names, a JSON array of strings. */
  companion_names: Generated<string | null>;
}

/** One row per participant whose reminder was sent (migration 007): the reminder's exactly-once mark. */
export interface EventRemindersTable {
  event_id: number;
  user_id: number;
  sent_at: Instant;
}

export interface EventViewsTable {
  event_id: number;
  /** 'u:{userId}' for members; 'a:{keyed hash}' of the IPv4 address or IPv6 /64 network for visitors. */
  viewer_key: string;
  created_at: Instant;
}

/**
 * Non-deleted events per category (0: none) and status, kept by triggers (migration 031): the event list's total
 * and each category's count of events without counting events.
 */
export interface EventCountsTable {
  category_id: number;
  status: string;
  n: number;
}

export interface CommentsTable {
  id: Generated<number>;
  event_id: number;
  /** Null once the author's account is deleted (thread stays readable). */
  user_id: number | null;
  parent_comment_id: number | null;
  content: string;
  edited: Generated<Flag>;
  deleted: Generated<Flag>;
  created_at: Instant;
  updated_at: Instant;
}

/** Who has been notified about a comment (its reply notification or a mention): never twice. */
export interface CommentRecipientsTable {
  comment_id: number;
  user_id: number;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  actor_id: number | null;
  content: string;
  redirect_url: string | null;
  read: Generated<Flag>;
  created_at: Instant;
}

export interface BannersTable {
  id: Generated<number>;
  banner_url: string;
  /** BANNER_HOME | BANNER_EVENT */
  banner_type: string;
  /** HEROES | GALLERY: which carousel asks for it */
  placement: string;
  name: string | null;
  redirect_url: string | null;
  description: string | null;
  location: string | null;
  date_text: string | null;
  sort_order: Generated<number>;
  created_at: Instant;
  /** Migration 013: first and last day shown, YYYY-MM-DD in the community's time zone (null = no limit). */
  shown_from: string | null;
  shown_until: string | null;
}

export interface ActivityLogsTable {
  id: Generated<number>;
  user_id: number | null;
  user_name: string;
  module: string;
  action: string;
  activity_info: string;
  /** JSON text of the changed fields before / after. */
  old_value: string | null;
  new_value: string | null;
  created_at: Instant;
}

/** Per admin: the newest activity_logs id they have seen in the bell panel (migration 005). */
export interface ActivitySeenTable {
  user_id: number;
  last_seen_id: number;
  updated_at: Instant;
}

export interface LoginHistoryTable {
  id: Generated<number>;
  user_id: number;
  ip: string | null;
  created_at: Instant;
}

/**
 * A sign-in's token family once it was refreshed or ended (migration 010; docs/decisions/020). No row: generation
 * 0 is current and the session is live.
 */
export interface SessionsTable {
  /** The tokens' `sid`. */
  id: string;
  user_id: number;
  /** The current token's generation; the one before it is accepted until `grace_until`. */
  generation: number;
  grace_until: string;
  /** Logout, or a retired token used again: every token of the session is refused. */
  ended_at: string | null;
  /** No token of this session lives past this; the row is removed after it. */
  expires_at: string;
}

/** Pictures POST /upload stored, for the cleanup job (migration 011; docs/decisions/020). */
export interface UploadsTable {
  /** The stored name `<hash>.webp`. */
  name: string;
  /** First stored (or first seen by the cleanup job, for pictures from before migration 011). */
  created_at: string;
}

/** One accepted upload, for the per-member daily budget (migration 011). */
export interface UploadEventsTable {
  id: Generated<number>;
  user_id: number;
  bytes: number;
  created_at: string;
}

/** A background job's lease: at most one instance runs it at a time (migration 011). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  until: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the emailed token; the token itself is never stored. */
  token_hash: string;
  expires_at: Instant;
  used_at: Instant | null;
  created_at: Instant;
}

/** A mail waiting for, or done with, the sender loop (modules/mail; migration 008). */
export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  /** JSON array of { filename, contentType, content (base64) }. */
  attachments: Generated<string>;
  status: Generated<'queued' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  /** Null: parked while no SMTP is configured. */
  next_attempt_at: Instant | null;
  last_error: string | null;
  /** 1: the body holds a secret link and is blanked once sent. */
  secret: Generated<Flag>;
  created_at: Instant;
  sent_at: Instant | null;
  user_id: number | null;
  ref: string | null;
}

/** Single-use activation links (sha256 of the token only); migration 008. */
export interface InvitationsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  channel: 'email' | 'whatsapp';
  created_by: number | null;
  created_at: Instant;
  expires_at: Instant;
  used_at: Instant | null;
}

/** One Excel import (migration 008); undone = its not-yet-activated members removed. */
export interface ImportBatchesTable {
  id: Generated<number>;
  created_by: number | null;
  created_by_name: string;
  created_at: Instant;
  total: number;
  undone_at: Instant | null;
  undone_by_name: string | null;
  removed_count: number | null;
  kept_count: number | null;
}

/** The community's settings, one row (id 1; migration 012, docs/decisions/021). */
export interface CommunitySettingsTable {
  id: number;
  /** JSON of the saved settings (contract CommunitySettings); missing fields read as their defaults. */
  data: Generated<string>;
  configured_at: Instant | null;
  starter_catalog_at: Instant | null;
  updated_at: Instant | null;
}

/** The committee's 'Tautan Gabung' (migration 014, docs/decisions/022); the newest unrevoked row is current. */
export interface JoinLinksTable {
  id: Generated<number>;
  token: string;
  created_by: number | null;
  created_at: Instant;
  revoked_at: Instant | null;
}

/** A registration waiting for the committee, or a claim of an imported member (migration 014). */
export interface RegistrationRequestsTable {
  id: Generated<number>;
  kind: 'NEW' | 'CLAIM';
  name: string;
  username: string;
  email: string;
  phone_number: string | null;
  password_hash: string;
  claim_user_id: number | null;
  via_join_link: Generated<Flag>;
  status: Generated<'PENDING' | 'APPROVED' | 'REJECTED'>;
  created_at: Instant;
  decided_at: Instant | null;
  decided_by: number | null;
  /** The member the approval made (NEW) or confirmed (CLAIM). */
  user_id: number | null;
}

/** Web Push (migration 025, docs/decisions/030). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: string;
  last_success_at: string | null;
}

export interface PushPreferencesTable {
  user_id: number;
  reminders: Generated<number>;
  seats: Generated<number>;
  replies: Generated<number>;
  announcements: Generated<number>;
}

export interface PushOutboxTable {
  id: Generated<number>;
  subscription_id: number;
  title: string;
  body: string;
  url: string;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface DB {
  users: UsersTable;
  job_types: JobTypesTable;
  working_experiences: WorkingExperiencesTable;
  businesses: BusinessesTable;
  educations: EducationsTable;
  event_categories: EventCategoriesTable;
  event_groups: EventGroupsTable;
  events: EventsTable;
  event_participants: EventParticipantsTable;
  event_waitlist: EventWaitlistTable;
  event_reminders: EventRemindersTable;
  event_views: EventViewsTable;
  event_counts: EventCountsTable;
  comments: CommentsTable;
  comment_recipients: CommentRecipientsTable;
  notifications: NotificationsTable;
  banners: BannersTable;
  activity_logs: ActivityLogsTable;
  activity_seen: ActivitySeenTable;
  login_history: LoginHistoryTable;
  password_resets: PasswordResetsTable;
  sessions: SessionsTable;
  uploads: UploadsTable;
  upload_events: UploadEventsTable;
  job_leases: JobLeasesTable;
  outbox: OutboxTable;
  push_subscriptions: PushSubscriptionsTable;
  push_preferences: PushPreferencesTable;
  push_outbox: PushOutboxTable;
  invitations: InvitationsTable;
  community_settings: CommunitySettingsTable;
  import_batches: ImportBatchesTable;
  join_links: JoinLinksTable;
  registration_requests: RegistrationRequestsTable;
  roster_entries: RosterEntriesTable;
  roster_tips: RosterTipsTable;
  death_notices: DeathNoticesTable;
  memories: MemoriesTable;
  funds: FundsTable;
  fund_payments: FundPaymentsTable;
  cashbook_entries: CashbookEntriesTable;
  fund_reminders: FundRemindersTable;
  event_photos: EventPhotosTable;
}

/** 'Album Foto' (migration 027, docs/decisions/032-event-album.md). */
export interface EventPhotosTable {
  id: Generated<number>;
  event_id: number;
  user_id: number | null;
  /** `/uploads/<hash>.webp` (its narrower copies are named from it). */
  path: string;
  width: number;
  height: number;
  hidden: Generated<Flag>;
  picked: Generated<Flag>;
  created_at: Instant;
}

/** 'Daftar Angkatan' (migration 016). */
export interface RosterEntriesTable {
  id: Generated<number>;
  name: string;
  nickname: string | null;
  class_name: string | null;
  school: string | null;
  /** REGISTERED | NOT_FOUND | CONTACTED | DECEASED */
  status: string;
  deceased_on: string | null;
  user_id: number | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface RosterTipsTable {
  id: Generated<number>;
  roster_id: number;
  user_id: number | null;
  note: string;
  phone: string | null;
  created_at: Instant;
}

/** 'Kabar Duka' (migration 017). */
export interface DeathNoticesTable {
  id: Generated<number>;
  submitted_by: number | null;
  deceased_name: string;
  relation: string;
  died_on: string;
  funeral_home: string | null;
  burial_time: string | null;
  burial_place: string | null;
  map_url: string | null;
  note: string | null;
  /** PENDING | PUBLISHED | REJECTED */
  status: string;
  /** ISLAMIC | NEUTRAL */
  wording: string | null;
  confirmed_by: number | null;
  confirmed_at: Instant | null;
  created_at: Instant;
}

/** Messages of remembrance (migration 017). */
export interface MemoriesTable {
  id: Generated<number>;
  user_id: number;
  author_id: number | null;
  content: string;
  /** PENDING | APPROVED | REJECTED */
  status: string;
  moderated_by: number | null;
  moderated_at: Instant | null;
  created_at: Instant;
}

/** 'Iuran' (migration 022, docs/decisions/028). Money: whole rupiah. */
export interface FundsTable {
  id: Generated<number>;
  /** EVENT | DUES | DONATION */
  kind: string;
  name: string;
  description: string;
  event_id: number | null;
  amount: number | null;
  target: number | null;
  due_date: string | null;
  /** JSON [{ bank, number, holder }] */
  accounts: string;
  qris_url: string | null;
  /** OPEN | CLOSED */
  status: Generated<string>;
  created_by: number | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface FundPaymentsTable {
  id: Generated<number>;
  fund_id: number;
  user_id: number | null;
  amount: number;
  unique_code: number;
  unique_amount: number;
  proof_url: string | null;
  anonymous: Generated<Flag>;
  /** TRANSFER | CASH */
  method: Generated<string>;
  /** PENDING | VERIFIED | REJECTED */
  status: Generated<string>;
  reason: string | null;
  receipt_no: string | null;
  verified_by: number | null;
  verified_at: Instant | null;
  created_at: Instant;
}

/** 'Ingatkan': when a member who had not paid a fund was last reminded of it (migration 023). */
export interface FundRemindersTable {
  fund_id: number;
  user_id: number;
  sent_at: Instant;
}

/** 'Buku Kas': append-only (migration 022). */
export interface CashbookEntriesTable {
  id: Generated<number>;
  /** IN | OUT */
  direction: string;
  amount: number;
  date: string;
  description: string;
  fund_id: number | null;
  payment_id: number | null;
  receipt_url: string | null;
  reverses_entry_id: number | null;
  created_by: number | null;
  created_at: Instant;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type EventRow = Selectable<EventsTable>;
export type NewEvent = Insertable<EventsTable>;
