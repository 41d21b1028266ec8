// The service's processes load one file each instead of about a thousand: dist/bundle/main/cli.js
// (the `store-api` command, `npm start`, the cluster's instances) and its two worker threads, made
// by esbuild from what tsc wrote. Loading went from about 0.7 s of CPU to 0.2 s, which every start
// pays: an operator's, a cluster instance's, and each of the ~70 servers the tests start.
// The files keep dist/src/main's depth, so paths made from import.meta.url (the workers beside the
// command, deploy/haproxy.cfg) hold in both.
import { build } from 'esbuild';
import { chmodSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
await build({
  absWorkingDir: root,
  entryPoints: {
    'main/cli': 'dist/src/main/cli.js',
    'main/password.worker': 'dist/src/platform/passwords/password.worker.js',
    'main/checkpoint.worker': 'dist/src/platform/db/checkpoint.worker.js',
  },
  outdir: 'dist/bundle',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // Loaded where they are: native addons; packages that read files beside their own code (pino's
  // transport thread, the docs page's assets); and the drivers, loaded only for their database.
  external: ['better-sqlite3', '@node-rs/argon2', 'pino', 'pino-pretty', 'thread-stream', '@fastify/swagger-ui', 'pg', 'mysql2', 'ioredis', 'amqplib'],
  // Bundled CommonJS packages ask for `require`; an ES module has none of its own.
  banner: { js: "import { createRequire as __storeApiRequire } from 'node:module'; const require = __storeApiRequire(import.meta.url);" },
  logLevel: 'warning',
});
// V8 keeps a module's source in memory for as long as the process runs, one byte a character
// when every character is Latin-1, two otherwise. esbuild escapes non-ASCII characters in code
// (its default charset), but a few comments it keeps from dependencies (Kysely's, ipaddr.js's)
// hold dashes; one such character doubled the command's 4 MB source in the heap. They are
// escaped here too (in a comment the text is all that changes; anywhere else `\uXXXX` means the
// same character).
const out = join(root, 'dist', 'bundle', 'main');
for (const name of readdirSync(out).filter((file) => file.endsWith('.js'))) {
  const file = join(out, name);
  const text = readFileSync(file, 'utf8');
  const latin1 = text.replace(/[\u0100-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (latin1 !== text) writeFileSync(file, latin1);
}
chmodSync(join(out, 'cli.js'), 0o755);
