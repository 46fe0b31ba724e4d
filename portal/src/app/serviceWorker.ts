/** Removes every service worker registered for this origin (rental spec 9: unregistered at start). */
export function unregisterServiceWorkers(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
) {
  if (!container) return;
  container.getRegistrations().then(
    (registrations) => Promise.all(registrations.map((registration) => registration.unregister())),
    () => undefined, // not allowed here (e.g. an insecure origin): nothing can be registered either
  );
}
