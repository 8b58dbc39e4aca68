import type { Community, CommunityBodyInput } from '@alumni/contract';

/** The form's text fields: every value as the inputs hold it. */
export interface CommunityForm {
  name: string;
  shortName: string;
  tagline: string;
  logo: string | null;
  phone: string;
  whatsapp: string;
  email: string;
  instagram: string;
  facebook: string;
  youtube: string;
  website: string;
  intro: string;
  vision: string;
  mission: string;
  historyLead: string;
  history: string;
  foundedYear: string;
  registrationMode: Community['registrationMode'];
}

/** '6281234567890' → '+6281234567890' (the server reads either form back). */
const phoneField = (digits: string | null) => (digits ? `+${digits}` : '');

export function formOf(c: Community): CommunityForm {
  return {
    name: c.name,
    shortName: c.shortName,
    tagline: c.tagline ?? '',
    logo: c.logo,
    phone: phoneField(c.phone),
    whatsapp: phoneField(c.whatsapp),
    email: c.email ?? '',
    instagram: c.instagram ?? '',
    facebook: c.facebook ?? '',
    youtube: c.youtube ?? '',
    website: c.website ?? '',
    intro: c.intro ?? '',
    vision: c.vision ?? '',
    mission: c.mission.join('\n'),
    historyLead: c.historyLead ?? '',
    history: c.history.map((s) => [s.when, s.title, s.text ?? ''].join(' | ')).join('\n'),
    foundedYear: c.foundedYear ? String(c.foundedYear) : '',
    registrationMode: c.registrationMode,
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The PUT /community body of the form: lists from their lines, '' cleared (null) by the server. */
export function bodyOf(f: CommunityForm): CommunityBodyInput {
  return {
    name: f.name,
    shortName: f.shortName,
    tagline: f.tagline,
    logo: f.logo,
    phone: f.phone,
    whatsapp: f.whatsapp,
    email: f.email,
    instagram: f.instagram,
    facebook: f.facebook,
    youtube: f.youtube,
    website: f.website,
    intro: f.intro,
    vision: f.vision,
    mission: lines(f.mission),
    historyLead: f.historyLead,
    history: lines(f.history).map((line) => {
      const [when = '', title = '', ...rest] = line.split('|').map((p) => p.trim());
      return { when, title, text: rest.join(' | ') || null };
    }),
    foundedYear: f.foundedYear.trim() ? Number(f.foundedYear) : null,
    registrationMode: f.registrationMode,
  };
}
