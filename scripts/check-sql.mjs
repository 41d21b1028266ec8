// A rule dependency-cruiser cannot see (docs/architecture.md): SQL lives in a feature's
// repositories. A feature's services, routes, workers and hooks hold the rules and call them; the
// files that build queries are named for it: `*.repository.ts` (the product lists' also
// `*.write-statements.ts`, `*.with-session.ts` and `*.reach.ts`, the rule's SQL form), `*.search.ts`
// (Criteria searches) and `features/criteria/` (the query language itself). A query built anywhere
// else in `src/features/` (`.selectFrom(`, `.insertInto(`, `.updateTable(`, `.deleteFrom(`, an `sql`
// template, a value import from kysely) fails `npm run check`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const root = join(import.meta.dirname, '..');
const SQL = [/\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/, /\bsql\s*[`<]/, /^import (?!type )[^;]*from 'kysely'/];
const QUERIES = [
  /\.repository\.ts$/,
  /\.write-statements\.ts$/,
  /\.with-session\.ts$/,
  /\.reach\.ts$/,
  /\.search\.ts$/,
  new RegExp(`features\\${sep}criteria\\${sep}`),
];

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !QUERIES.some((pattern) => pattern.test(path)) ? [path] : [];
  });
}

const found = sources(join(root, 'src', 'features')).flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => (SQL.some((pattern) => pattern.test(line)) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [])),
);
if (found.length > 0) {
  console.error(`SQL outside a feature's repositories (services, routes, workers and hooks call them):\n${found.join('\n')}`);
  process.exit(1);
}
console.log("✔ SQL only in the features' repositories and searches");
