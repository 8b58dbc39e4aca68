import { describe, expect, it } from 'vitest';
import {
  type RegistrationEvent,
  registrationBarLine,
  registrationState,
  showsRegistrationBar,
} from './registration-state.ts';

const event = (overrides: Partial<RegistrationEvent> = {}): RegistrationEvent => ({
  isFinished: false,
  isRegistered: false,
  quota: null,
  totalParticipant: 0,
  eventUserId: 1,
  user: { id: 1 },
  ...overrides,
});
const member = { user: { id: 2 } };
const creator = { user: { id: 1 } };

describe('registrationState', () => {
  it('lets a visitor start registering (to /login) while seats are left', () => {
    expect(registrationState(event(), null)).toBe('guest');
    expect(registrationState(event({ quota: 10, totalParticipant: 9 }), null)).toBe('guest');
  });

  it('lets a member register when the quota is unset or seats are left', () => {
    expect(registrationState(event({ quota: null, totalParticipant: 500 }), member)).toBe('can-register');
    expect(registrationState(event({ quota: 2, totalParticipant: 1 }), member)).toBe('can-register');
  });

  it('is full when no seat is left: a visitor sees it, a member may join the waitlist', () => {
    expect(registrationState(event({ quota: 1, totalParticipant: 1 }), member)).toBe('can-wait');
    expect(registrationState(event({ quota: 1, totalParticipant: 1 }), null)).toBe('full');
    // More participants than seats (an admin lowered the quota) is still full.
    expect(registrationState(event({ quota: 3, totalParticipant: 5 }), member)).toBe('can-wait');
    // A quota of 0 means no seats at all, not 'unlimited'.
    expect(registrationState(event({ quota: 0, totalParticipant: 0 }), null)).toBe('full');
  });

  it('sends members to the line when free seats wait for its first party (docs/decisions/035)', () => {
    const held = event({ quota: 10, totalParticipant: 8, lineWaiting: true });
    expect(registrationState(held, member)).toBe('can-wait');
    expect(registrationState(held, null)).toBe('full');
    // Already waiting or registered members keep their state.
    expect(registrationState({ ...held, waitlistPosition: 1 }, member)).toBe('waiting');
    expect(registrationState({ ...held, isRegistered: true }, member)).toBe('registered');
    expect(registrationState(event({ quota: 10, totalParticipant: 8, lineWaiting: false }), member)).toBe(
      'can-register',
    );
  });

  it('shows a member in the waitlist their place, also once a seat shows free (the line goes first)', () => {
    expect(registrationState(event({ quota: 1, totalParticipant: 1, waitlistPosition: 2 }), member)).toBe(
      'waiting',
    );
    expect(registrationState(event({ quota: 5, totalParticipant: 1, waitlistPosition: 1 }), member)).toBe(
      'waiting',
    );
    // A place in line means nothing without a session, and being registered wins.
    expect(registrationState(event({ quota: 1, totalParticipant: 1, waitlistPosition: 1 }), null)).toBe(
      'full',
    );
    expect(registrationState(event({ isRegistered: true, waitlistPosition: 1 }), member)).toBe('registered');
  });

  it('keeps a registered member on cancel even when the event is full', () => {
    expect(registrationState(event({ isRegistered: true }), member)).toBe('registered');
    expect(registrationState(event({ isRegistered: true, quota: 1, totalParticipant: 1 }), member)).toBe(
      'registered',
    );
  });

  it('recognises the registered creator, by eventUserId or else by the creator object', () => {
    expect(registrationState(event({ isRegistered: true }), creator)).toBe('creator');
    expect(
      registrationState(event({ isRegistered: true, eventUserId: null, user: { id: 1 } }), creator),
    ).toBe('creator');
    // A creator who is not registered (old data) may register like anyone.
    expect(registrationState(event({ isRegistered: false }), creator)).toBe('can-register');
  });

  it('ignores isRegistered without a session', () => {
    expect(registrationState(event({ isRegistered: true }), null)).toBe('guest');
  });

  it('puts finished above every other state', () => {
    for (const session of [null, member, creator]) {
      expect(registrationState(event({ isFinished: true }), session)).toBe('finished');
      expect(registrationState(event({ isFinished: true, isRegistered: true }), session)).toBe('finished');
      expect(registrationState(event({ isFinished: true, quota: 1, totalParticipant: 1 }), session)).toBe(
        'finished',
      );
    }
  });
});

describe('the phone registration bar', () => {
  const text = {
    registered: 'Anda sudah terdaftar di acara ini.',
    full: 'Semua tempat sudah terisi.',
    unlimited: 'kuota tidak terbatas',
    seatsLeft: (n: number) => `tersisa ${n} tempat`,
    participants: (n: number) => `${n} peserta terdaftar`,
    position: (n: number) => `Posisi antrean: ${n}`,
  };

  it('shows only where there is a button to press or see', () => {
    expect(
      ['guest', 'can-register', 'registered', 'full', 'can-wait', 'waiting'].every((s) =>
        showsRegistrationBar(s as never),
      ),
    ).toBe(true);
    expect(showsRegistrationBar('finished')).toBe(false);
    expect(showsRegistrationBar('creator')).toBe(false);
  });

  it('says the seats, the registration or the full house in one line', () => {
    expect(registrationBarLine('can-register', { quota: 10, totalParticipant: 3 }, text)).toBe(
      '3/10 · tersisa 7 tempat',
    );
    expect(registrationBarLine('guest', { quota: null, totalParticipant: 4 }, text)).toBe(
      '4 peserta terdaftar · kuota tidak terbatas',
    );
    expect(registrationBarLine('registered', { quota: 10, totalParticipant: 10 }, text)).toBe(
      text.registered,
    );
    expect(registrationBarLine('full', { quota: 5, totalParticipant: 5 }, text)).toBe(text.full);
    expect(registrationBarLine('can-wait', { quota: 5, totalParticipant: 5 }, text)).toBe(text.full);
    expect(registrationBarLine('waiting', { quota: 5, totalParticipant: 5, waitlistPosition: 3 }, text)).toBe(
      'Posisi antrean: 3',
    );
  });

  it("says free seats are the line's when they wait for its first party (docs/decisions/035)", () => {
    const lineFirst = 'Ada kursi kosong, tetapi daftar tunggu didahulukan.';
    expect(registrationBarLine('can-wait', { quota: 5, totalParticipant: 3 }, { ...text, lineFirst })).toBe(
      lineFirst,
    );
    expect(registrationBarLine('can-wait', { quota: 5, totalParticipant: 5 }, { ...text, lineFirst })).toBe(
      text.full,
    );
  });

  it('shows a waiting party by its people (docs/decisions/035-waitlist-parties.md)', () => {
    expect(
      registrationBarLine(
        'waiting',
        { quota: 5, totalParticipant: 5, waitlistPosition: 2, waitlistCompanions: 2 },
        text,
      ),
    ).toBe('Posisi antrean: 2 · 3 orang');
    expect(
      registrationBarLine(
        'waiting',
        { quota: 5, totalParticipant: 5, waitlistPosition: 2, waitlistCompanions: 0 },
        text,
      ),
    ).toBe('Posisi antrean: 2');
  });
});
