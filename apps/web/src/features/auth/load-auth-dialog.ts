/**
 * The sign-in dialog's code (forms, zod, react-hook-form; the captcha comes later, when a form mounts):
 * the layout loads it when a panel opens, and the Login and Register buttons start it on hover or focus,
 * so the dialog usually opens at once without weighing on the first paint.
 */
export const loadAuthDialog = () => import('./components/AuthDialog');
export const preloadAuthDialog = () => void loadAuthDialog();
