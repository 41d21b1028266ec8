// The elements package (elements/) as the one ES module a shop loads: dist/elements/store-api-elements.js,
// a small entry that is always current (the service serves it with revalidation), importing the
// bundle itself under a name made from its content, which the service serves as immutable.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
writeFileSync(join(outdir, name), code);
writeFileSync(join(outdir, 'store-api-elements.js'), `export * from './${name}';\n`);
