// The elements' reference, generated from their source: the Custom Elements Manifest
// (elements/custom-elements.json, by @custom-elements-manifest/analyzer with its Lit plugin, the
// format editors and storybooks read) and docs/elements-reference.md made from it.
//
//   node scripts/elements-reference.mjs          writes both
//   node scripts/elements-reference.mjs --check  exits 1 when either differs from the source (npm test)
import { create, ts } from '@custom-elements-manifest/analyzer';
import { litPlugin } from '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const ORDER = ['store-api-login', 'store-api-lists', 'store-api-list', 'store-api-approvals', 'store-api-employees', 'store-api-units'];
const sourceDir = join(root, 'elements', 'src');
const MANIFEST = join(root, 'elements', 'custom-elements.json');
const REFERENCE = join(root, 'docs', 'elements-reference.md');

const files = readdirSync(sourceDir)
  .filter((name) => name.endsWith('.ts'))
  .sort()
  .map((name) => ({ path: `elements/src/${name}`, text: readFileSync(join(sourceDir, name), 'utf8') }));

// Lit's reactive state (`{ state: true }`) is internal: no attribute, not part of the element's API.
const states = new Set(files.flatMap(({ text }) => [...text.matchAll(/^\s+(\w+): \{ state: true \}/gm)].map((match) => match[1])));
const modules = files.map(({ path, text }) => ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true));
const manifest = create({ modules, plugins: [...litPlugin()] });
for (const module of manifest.modules) {
  for (const declaration of module.declarations ?? []) {
    if (declaration.attributes) declaration.attributes = declaration.attributes.filter((attribute) => !states.has(attribute.fieldName ?? attribute.name));
    if (declaration.members) {
      declaration.members = declaration.members.filter(
        (member) => !states.has(member.name) && member.privacy !== 'private' && member.privacy !== 'protected' && !member.static,
      );
    }
  }
}
const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;

const cell = (text) => (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
const table = (header, rows) =>
  rows.length === 0
    ? []
    : [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`), ''];
const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration) => declaration.customElement && declaration.tagName)
  .sort((a, b) => ORDER.indexOf(a.tagName) - ORDER.indexOf(b.tagName));
const base = manifest.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.name === 'StoreApiElement');

const lines = [
  '# Elements reference',
  '',
  'Generated from `elements/src` by `node scripts/elements-reference.mjs` (with `elements/custom-elements.json`,',
  'the Custom Elements Manifest); `npm test` fails when it is not current. The guide: `docs/guides/elements.md`.',
  '',
  '## What every element has',
  '',
  cell(base?.description),
  '',
  ...table(
    ['Attribute', 'Property', 'Description'],
    (base?.attributes ?? []).map((attribute) => [`\`${attribute.name}\``, `\`${attribute.fieldName}\``, attribute.description]),
  ),
  ...table(
    ['Property or method', 'Description'],
    (base?.members ?? [])
      .filter((member) => !member.attribute)
      .map((member) => [`\`${member.name}${member.kind === 'method' ? '()' : ''}\``, member.description]),
  ),
  ...table(
    ['Event', 'Description'],
    (base?.events ?? []).map((event) => [`\`${event.name}\``, event.description]),
  ),
  ...table(
    ['CSS custom property', 'Description'],
    (base?.cssProperties ?? []).map((property) => [`\`${property.name}\``, property.description]),
  ),
  ...table(
    ['Part', 'Description'],
    (base?.cssParts ?? []).map((part) => [`\`${part.name}\``, part.description]),
  ),
];
for (const element of elements) {
  const own = (items) => (items ?? []).filter((item) => !item.inheritedFrom);
  lines.push(`## \`<${element.tagName}>\``, '', cell(element.description), '');
  lines.push(
    ...table(
      ['Attribute', 'Property', 'Description'],
      own(element.attributes).map((attribute) => [`\`${attribute.name}\``, `\`${attribute.fieldName}\``, attribute.description]),
    ),
  );
  lines.push(
    ...table(
      ['Method', 'Description'],
      own(element.members)
        .filter((member) => member.kind === 'method')
        .map((member) => [`\`${member.name}()\``, member.description]),
    ),
  );
  lines.push(
    ...table(
      ['Event', 'Description'],
      own(element.events).map((event) => [`\`${event.name}\``, event.description]),
    ),
  );
  lines.push(
    ...table(
      ['Part', 'Description'],
      own(element.cssParts).map((part) => [`\`${part.name}\``, part.description]),
    ),
  );
}
const referenceText = `${lines
  .join('\n')
  .replace(/\n{3,}/g, '\n\n')
  .trimEnd()}\n`;

if (process.argv.includes('--check')) {
  const stale = [
    [MANIFEST, manifestText],
    [REFERENCE, referenceText],
  ].filter(([path, text]) => !existsSync(path) || readFileSync(path, 'utf8') !== text);
  for (const [path] of stale) process.stderr.write(`${path} is not current: run node scripts/elements-reference.mjs\n`);
  process.exit(stale.length === 0 ? 0 : 1);
}
writeFileSync(MANIFEST, manifestText);
writeFileSync(REFERENCE, referenceText);
