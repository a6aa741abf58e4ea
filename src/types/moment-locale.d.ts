// Moment's locale files are imported for their side effect (they register the locale); they ship no
// types of their own, and TypeScript 6 rejects an untyped side-effect import.
declare module 'moment/locale/*';
