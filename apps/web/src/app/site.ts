/** The community's public details shown in the shell (footer, logo); one place to change them. */
export const SITE = {
  name: 'Alumni 86',
  fullName: 'Ikatan Alumni Angkatan 1986',
  tagline: 'Merawat silaturahmi angkatan 1986 lewat reuni, kegiatan sosial dan acara bersama.',
  phone: { label: '+62 812-8600-1986', href: 'tel:+6281286001986' },
  socials: {
    instagram: 'https://www.instagram.com/alumni86',
    facebook: 'https://www.facebook.com/alumni86',
    youtube: 'https://www.youtube.com/@alumni86',
    whatsapp: 'https://wa.me/6281286001986',
  },
} as const;
