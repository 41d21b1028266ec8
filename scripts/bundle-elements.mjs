// The elements package (elements/) as the one ES module a shop loads: dist/elements/store-api-elements.js,
// a small entry that is always current (the service serves it with revalidation), importing the
// bundle itself under a name made from its content, which the service serves as immutable; each
// beside its gzip and Brotli forms.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const outdir = join(root, 'dist', 'elements');
const result = await build({
  absWorkingDir: root,
  entryPoints: ['elements/src/index.ts'],
  tsconfig: 'elements/tsconfig.json',
  bundle: true,
  write: false,
  minify: true,
  format: 'esm',
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
});
const code = result.outputFiles[0]?.contents;
if (!code) throw new Error('esbuild wrote no bundle of the elements');
const name = `store-api-elements.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const entry = Buffer.from(`export * from './${name}';\n`);
// Compressed here, once, at the highest settings (Brotli's takes a tenth of a second): the service
// serves these files as they are and starts without compressing anything.
for (const [file, content] of [
  [name, Buffer.from(code)],
  ['store-api-elements.js', entry],
]) {
  writeFileSync(join(outdir, file), content);
  writeFileSync(join(outdir, `${file}.gz`), gzipSync(content, { level: 9 }));
  writeFileSync(join(outdir, `${file}.br`), brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
