/*
 * Plan dan's notifications, in both apps' service workers: the phone app's (imported by the one
 * vite-plugin-pwa writes) and the manager app's (this file alone). Plain JavaScript, because a
 * service worker runs it as it is.
 *
 * The payload is the server's {title, body, url, tag, kind}. A tap opens its url in a window of
 * this app that is already open (the app moves there without reloading) or in a new one.
 */

const scopePath = new URL(self.registration.scope).pathname;
// The phone app's icon, for both apps: one server serves them both under /plan-dan/.
const iconUrl = new URL('/plan-dan/m/icon-192.png', self.location.origin).href;

/** The phone app lives inside the manager app's scope: a window and a link belong to the app of their path. */
const PHONE_PATH = '/plan-dan/m/';
const appOf = (path) => (path.startsWith(PHONE_PATH) ? 'phone' : 'manager');

/** Only a screen of this app: a payload can never send the employee to another site. */
function screenUrl(url) {
  if (typeof url !== 'string') return scopePath;
  const target = new URL(url, self.location.origin);
  const inThisApp = target.pathname.startsWith(scopePath) && appOf(target.pathname) === appOf(scopePath);
  if (target.origin !== self.location.origin || !inThisApp) return scopePath;
  return target.pathname + target.search;
}

function readPayload(data) {
  try {
    const payload = data ? data.json() : null;
    if (payload && typeof payload.title === 'string') return payload;
  } catch {
    // Not JSON: shown as a plain notice below.
  }
  return { title: 'Plan dan', body: data ? data.text() : '', url: scopePath, tag: 'plan-dan', kind: 'message' };
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const urgent = payload.kind === 'sos';
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      // A new notice with the same tag (the same task or conversation) is announced again.
      renotify: typeof payload.tag === 'string',
      // An SOS stays until the manager answers it; the rest go by themselves.
      requireInteraction: urgent,
      vibrate: urgent ? [300, 100, 300, 100, 300] : [200],
      lang: 'hr',
      icon: iconUrl,
      data: { url: screenUrl(payload.url) },
    }),
  );
});

async function openScreen(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => {
    const path = new URL(client.url).pathname;
    return path.startsWith(scopePath) && appOf(path) === appOf(url);
  });
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  // The app listens for this and moves to the screen itself, keeping what the user was typing.
  open.postMessage({ type: 'plan-dan:open', url });
  // Without a person's tap (no user activation) the browser may refuse the focus; the app has moved anyway.
  await open.focus().catch(() => {});
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const opening = openScreen(screenUrl(event.notification.data && event.notification.data.url));
  event.waitUntil(opening);
});
