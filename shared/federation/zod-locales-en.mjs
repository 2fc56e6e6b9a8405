// Stands in for zod's `locales` namespace in browser builds: the sites speak en/tr through i18n keys,
// so only the default English locale (which zod configures itself) is needed, not all forty.
export { default as en } from 'zod/v4/locales/en.js';
