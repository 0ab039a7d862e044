/* global self */
// Beatmarket's push service worker (spec §7: registered at this fixed path, scope /). It shows the
// administrators' notifications (issue 18, decisions 0046, 0056) and opens its link when one is clicked.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { message: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Beatmarket';
  const shown = self.registration.showNotification(title, {
    body: data.message || '',
    icon: '/logo.svg',
    tag: data.id ? `notification-${data.id}` : undefined,
    data: { url: data.url || '/' },
  });
  // Open pages hear of it too (they may show it in place).
  const told = self.clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then((pages) => pages.forEach((page) => page.postMessage({ type: 'push', payload: { ...data, title } })));
  event.waitUntil(Promise.all([shown, told]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // The notification's link (a path on this site, checked by the server); anything else opens home.
  let url = new URL('/', self.location.origin);
  try {
    const asked = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
    if (asked.origin === self.location.origin) url = asked;
  } catch {
    // not an address: home
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
      const open = pages.find((p) => new URL(p.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url.href);
      // An open tab of the site goes to the link (navigate works on the pages this worker controls).
      const focused = open.focus();
      return open.url === url.href || !open.navigate ? focused : focused.then((c) => (c || open).navigate(url.href));
    }),
  );
});
