/**
 * For a dialog's `onInteractOutside`: a press on a toast is not a press outside the dialog. Toasts show
 * above every dialog and take their own presses (styles.css); without this, closing a login failure's
 * toast also closed the login dialog under it (issue 31).
 */
export function keepOpenForToasts(event: { target: EventTarget | null; preventDefault(): void }) {
  if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]')) event.preventDefault();
}
