// A rule dependency-cruiser cannot see (docs/architecture.md): services build no SQL. A feature's
// `*.service.ts` holds the rules and calls its repositories (`*.repository.ts`, and the product
// lists' `write-statements.ts`); a query built in a service (`.selectFrom(`, `.insertInto(`,
// `.updateTable(`, `.deleteFrom(`, an `sql` template, a value import from kysely) fails `npm run check`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const SQL = [/\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/, /\bsql\s*[`<]/, /^import (?!type )[^;]*from 'kysely'/];

function services(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return services(path);
    return entry.name.endsWith('.service.ts') ? [path] : [];
  });
}

const found = services(join(root, 'src', 'features')).flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => (SQL.some((pattern) => pattern.test(line)) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [])),
);
if (found.length > 0) {
  console.error(`SQL in a service (it belongs in the feature's repository):\n${found.join('\n')}`);
  process.exit(1);
}
console.log('✔ no SQL in services');
