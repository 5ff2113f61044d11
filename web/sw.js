// The service worker keeps the whole app in the browser: it caches every
// file of the build when it installs and answers from that cache first, so
// after one visit the app starts with no network. Each build writes its own
// hash below; a new hash is a new cache, and the old one is dropped once the
// new build has taken over.
"use strict";

const BUILD = "__BUILD_VERSION__";
const CACHE = "table-companion-" + BUILD;
const FILES = [
  "./",
  "index.html",
  "wasm_exec.js",
  "app.wasm",
  "manifest.webmanifest",
  "icon-192.png",
  "icon-512.png",
];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => k.startsWith("table-companion-") && k !== CACHE)
            .map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(request, { ignoreSearch: true }))
      .then((cached) => cached || fetch(request)),
  );
});
