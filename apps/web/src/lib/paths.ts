/**
 * Every address the web links to or navigates to (docs/spec.md §2 member side, §9 admin side), in one
 * place (docs/decisions/012): screens build links with these instead of writing '/admin/event/…' by hand.
 * The router's patterns (app/routes.tsx) are the other half and must agree.
 */
export const paths = {
  home: '/',
  about: '/about-us',
  events: '/event',
  /** The events list filtered to one group ('g') or one category ('s'), docs/spec.md §2. */
  eventsOfGroup: (groupId: number) => `/event?g=${groupId}`,
  eventsOfCategory: (categoryId: number) => `/event?s=${categoryId}`,
  event: (id: number | string) => `/event/${encodeURIComponent(String(id))}`,
  login: '/login',
  register: '/register',
  forgotPassword: '/forget-password',
  profile: '/profile',
  memberProfile: (username: string) => `/profile/${encodeURIComponent(username)}`,
  notifications: '/notifications',
  /** 'Daftar Angkatan' and 'Kabar Duka' (docs/decisions/024). */
  roster: '/angkatan',
  directory: '/cari-teman',
  /** 'Usaha Alumni' (docs/decisions/027). */
  businesses: '/usaha-alumni',
  deathNotices: '/kabar-duka',
  deathNotice: (id: number) => `/kabar-duka/${id}`,
  /** 'Iuran Saya', 'Bayar', 'Buku Kas', 'Keuangan' (docs/decisions/028). */
  funds: '/iuran',
  fund: (id: number) => `/iuran/${id}`,
  cashbook: '/buku-kas',
  financeDesk: '/keuangan',
  changePassword: '/change-password',
  notFound: '/404',
  admin: {
    home: '/admin',
    login: '/admin/login',
    setting: '/admin/setting',
    /** The community's settings; `?setup=1` is the first admin's 'Atur Komunitas' (docs/decisions/021). */
    community: '/admin/community',
    communitySetup: '/admin/community?setup=1',
    /** Back office 'Konten': categories, groups, banners, job types. */
    content: '/admin/content',
    log: '/admin/log',
    users: '/admin/user',
    userAdd: '/admin/user/add',
    /** 'Tautan Gabung' and the registrations waiting for approval (docs/decisions/022). */
    userJoin: '/admin/user/join',
    /** A member's admin page by id or username. */
    user: (key: number | string) => `/admin/user/${encodeURIComponent(String(key))}`,
    events: '/admin/event',
    eventAdd: '/admin/event/add',
    event: (id: number) => `/admin/event/${id}`,
    eventEdit: (id: number) => `/admin/event/${id}/edit`,
    roster: '/admin/roster',
    deathNotices: '/admin/kabar-duka',
  },
} as const;
