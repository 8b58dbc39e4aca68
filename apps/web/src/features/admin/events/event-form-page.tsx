// Placeholder until this screen is built (issues 6 and 7): the honest 'being prepared' page.
export { ComingSoonPage as EventFormPage } from '../coming-soon-page.tsx';
