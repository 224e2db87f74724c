// Runs before the app's modules: zod 4 reads this config when it loads and then never probes
// `new Function('')`, which our CSP (no 'unsafe-eval') would report as a violation on every page.
// It has to be a classic script: inside the bundle, the vendor chunk (with zod) runs first.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
