// Runs before the app's modules: zod reads this when it loads and then never probes for eval with
// `new Function`, which the Content-Security-Policy refuses and reports (decision 0020).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
