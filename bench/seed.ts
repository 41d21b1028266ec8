import { mysqlServerOf } from '../src/platform/db/dialects/mysql.js';
import type { DialectName } from '../src/platform/db/dialect.js';
import { CompiledQuery } from 'kysely';
import { createDatabase, type Db } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { loadConfig } from '../src/kernel/config.js';
import { ensureAccessKey } from '../src/features/organizations/access-key.repository.js';
import { PasswordHasher } from '../src/platform/passwords/passwords.js';
import { newId } from '../src/kernel/ids.js';
import { loadPg } from '../src/platform/db/dialect.js';

export const BENCH_ACCESS_KEY = 'SWSCBENCHMARKACCESSKEY0001';
export const BENCH_PASSWORD = 'bench-password-1';
const BASE_TIME = Date.parse('2026-01-05T08:00:00.000Z');
const WORDS = [
  'Weekly',
  'Kitchen',
  'Office',
  'Spare',
  'Parts',
  'Monday',
  'Cleaning',
  'Coffee',
  'Tools',
  'Safety',
  'Paper',
  'Packaging',
  'Garden',
  'Summer',
  'Winter',
];
/** Rows per INSERT: 500 rows of ≤ 13 columns stay under SQLite's and PostgreSQL's parameter limits. */
const ROWS_PER_INSERT = 500;

export interface SeedOptions {
  /** Lists of each organization; the first organization is the one measured. */
  listsPerOrganization: number[];
  /** Employees of each organization (the first of each is its admin). */
  employeesPerOrganization: number;
  /** Line items per list: 0..maxItems, spread evenly; 0 leaves every list empty but the detail list. */
  maxItems: number;
}

export interface SeededDatabase {
  /** The measured organization's admin: sees every list of it. */
  adminEmail: string;
  /** Logins of the measured organization (up to 64, the admin's first): the login rows rotate over them, as many people log in. */
  loginNames: string[];
  /** A list of that admin's with exactly 20 line items. */
  detailListId: string;
  /**
   * A member of the measured organization holding a custom role, with whom the detail list is
   * shared for reading: the detail read as a colleague (permissions from a role row, access from a share).
   */
  colleagueEmail: string;
  /**
   * An admin in the unit "Regions" of the measured organization, whose branch ("Regions" and
   * "North" below it) holds every odd employee from the fourth on, and a list of one of them with
   * exactly 20 line items: the detail read and the search as a unit manager.
   */
  unitManagerEmail: string;
  unitDetailListId: string;
  /** Lists of the measured organization with room for many more line items (PATCH targets, ≤ 5,000). */
  patchListIds: string[];
  /**
   * 5,000 more lists like `patchListIds`, for the PATCH with a webhook subscribed: the PATCH row
   * grows its own lists (about 5 items each), and a PATCH's answer is the whole list, so the same
   * lists PATCHed again would measure bigger answers, not the webhook's cost.
   */
  webhookPatchListIds: string[];
  /** Lists of the measured organization (≤ 20,000), for reads spread over many lists. */
  readListIds: string[];
  /**
   * The working day's buyers (bench/working-day.ts): members of the measured organization (up to
   * 40) and of the second one (up to 8), each with lists of their own and lists colleagues shared
   * with them (one for editing, one for reading, where there are enough buyers).
   */
  buyers: Buyer[];
  lists: number;
  lineItems: number;
  employees: number;
  seconds: number;
}

export interface Buyer {
  email: string;
  employeeId: string;
  /** Index of the organization (0: the measured one). */
  organization: number;
  /** Lists they own with room for more line items (≤ 30). */
  ownListIds: string[];
  /** Lists of colleagues shared with them for editing. */
  editableListIds: string[];
  /** Lists of colleagues shared with them for reading. */
  readableListIds: string[];
}

/** Buyers per organization: the working day's 40 in the measured one, 8 in the other. */
const BUYERS_PER_ORGANIZATION = [40, 8];
/** The first buyer's index among an organization's employees (0–2 are the admin, the colleague, the unit manager). */
const FIRST_BUYER = 3;

const EMPLOYEE_COLUMNS = [
  'id',
  'organization_id',
  'person_id',
  'email',
  'email_normalized',
  'first_name',
  'last_name',
  'role',
  'status',
  'unit_id',
  'unit_path',
  'last_login_at',
  'created_at',
  'updated_at',
  'version',
] as const;
const PERSON_COLUMNS = ['id', 'email', 'email_normalized', 'password_hash', 'last_organization_id', 'created_at', 'updated_at'] as const;
const UNIT_COLUMNS = ['organization_id', 'id', 'parent_id', 'name', 'name_normalized', 'depth', 'path', 'created_at', 'updated_at', 'version'] as const;
const LIST_COLUMNS = [
  'id',
  'organization_id',
  'owner_id',
  'name',
  'description',
  'item_count',
  'total_quantity',
  'created_at',
  'updated_at',
  'version',
  'custom_fields',
] as const;
const ROLE_COLUMNS = [
  'organization_id',
  'id',
  'name',
  'name_normalized',
  'description',
  'permissions',
  'built_in',
  'created_at',
  'updated_at',
  'version',
] as const;
const ITEM_COLUMNS = ['id', 'organization_id', 'product_list_id', 'product_id', 'quantity', 'note', 'created_at', 'updated_at'] as const;

/**
 * Multi-row INSERTs of 500 rows, all of one call in one transaction. The SQL text is written here
 * (no query builder per row): a million lists take seconds, not minutes.
 */
async function insertRows(db: Db, dialect: DialectName, table: string, columns: readonly string[], rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const texts = new Map<number, string>();
  const textFor = (count: number) => {
    let text = texts.get(count);
    if (!text) {
      let parameter = 0;
      const placeholder = () =>
        dialect !== 'postgres'
          ? '?'
          : `$${
              // biome-ignore lint/suspicious/noAssignInExpressions: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
              (parameter += 1)
            }`;
      const tuples = Array.from({ length: count }, () => `(${columns.map(placeholder).join(',')})`);
      // Quoted: `key` is a reserved word in MariaDB (its "…" are names, ANSI_QUOTES, as in the others).
      text = `insert into ${table} (${columns.map((column) => `"${column}"`).join(',')}) values ${tuples.join(',')}`;
      texts.set(count, text);
    }
    return text;
  };
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const chunk = rows.slice(start, start + ROWS_PER_INSERT);
      await trx.executeQuery(CompiledQuery.raw(textFor(chunk.length), chunk.flat()));
    }
  });
}

function nameOf(index: number): string {
  return `${WORDS[index % WORDS.length]} ${WORDS[(index * 7) % WORDS.length]} ${index}`;
}

/** A database of realistic shape, written in bulk; answers what the loads need to address it. */
export async function seedDatabase(url: string, options: SeedOptions): Promise<SeededDatabase> {
  const started = Date.now();
  const database = createDatabase({ url, poolSize: 2 });
  const { db, dialect } = database;
  const insert = (table: string, columns: readonly string[], rows: unknown[][]) => insertRows(db, dialect, table, columns, rows);
  try {
    await migrateToLatest(db);
    // Seeding needs no durability (a crash only spoils a benchmark): skip the disk syncs. The
    // service opens the file anew with its own settings (WAL, synchronous=FULL).
    if (dialect === 'sqlite') await db.executeQuery(CompiledQuery.raw('pragma synchronous = OFF'));
    await ensureAccessKey(db, BENCH_ACCESS_KEY, 'benchmark');
    // One real Argon2id hash at the service's cost, shared by every employee: logins verify as in production.
    const config = loadConfig({});
    const hasher = new PasswordHasher({ memoryKib: config.PASSWORD_HASH_MEMORY_KIB, iterations: config.PASSWORD_HASH_ITERATIONS });
    const passwordHash = await hasher.hash(BENCH_PASSWORD).finally(() => hasher.close());
    const adminEmail = `admin-${newId().slice(-8)}@bench.example`;
    const seeded: SeededDatabase = {
      adminEmail,
      colleagueEmail: '',
      unitManagerEmail: '',
      unitDetailListId: '',
      loginNames: [],
      detailListId: '',
      patchListIds: [],
      webhookPatchListIds: [],
      readListIds: [],
      buyers: [],
      lists: 0,
      lineItems: 0,
      employees: 0,
      seconds: 0,
    };
    const buyerRole = newId();

    for (const [org, listCount] of options.listsPerOrganization.entries()) {
      const organizationId = newId();
      const at = new Date(BASE_TIME).toISOString();
      await insert('organization', ['id', 'name', 'created_at', 'updated_at'], [[organizationId, `Bench ${org}`, at, at]]);
      await insert('role', ROLE_COLUMNS, [
        [organizationId, 'admin', 'admin', 'admin', null, null, 1, at, at, 1],
        [organizationId, 'member', 'member', 'member', null, null, 1, at, at, 1],
        [
          organizationId,
          buyerRole,
          'Buyer',
          'buyer',
          'Reads and edits shared lists',
          JSON.stringify(['account.profile', 'product_list.create', 'product_list.edit', 'product_list.read']),
          0,
          at,
          at,
          1,
        ],
      ]);
      // Two units: "Regions" and "North" below it.
      const [regions, north] = [newId(), newId()];
      await insert('organization_unit', UNIT_COLUMNS, [
        [organizationId, regions, null, 'Regions', 'regions', 1, regions, at, at, 1],
        [organizationId, north, regions, 'North', 'north', 2, `${regions}/${north}`, at, at, 1],
      ]);
      const employeeIds: string[] = [];
      // One person per employee (its id the employee's), each with the shared hash.
      const personRows: unknown[][] = [];
      const employeeRows = Array.from({ length: options.employeesPerOrganization }, (_, index) => {
        const id = newId();
        employeeIds.push(id);
        const email = org === 0 && index === 0 ? adminEmail : `e${org}-${index}-${id.slice(-8)}@bench.example`;
        if (org === 0 && seeded.loginNames.length < 64) seeded.loginNames.push(email);
        if (org === 0 && index === 1) seeded.colleagueEmail = email;
        if (org === 0 && index === 2) seeded.unitManagerEmail = email;
        // The second employee of each organization holds the custom role (a row of `role`); the
        // third is an admin in "Regions"; every odd one from the fourth on works in "North".
        const unit = index === 2 ? regions : index >= 3 && index % 2 === 1 ? north : null;
        const unitPath = unit === regions ? regions : unit === north ? `${regions}/${north}` : null;
        personRows.push([id, email, email, passwordHash, organizationId, at, at]);
        return [
          id,
          organizationId,
          id,
          email,
          email,
          'Bench',
          `Employee ${index}`,
          index === 0 || index === 2 ? 'admin' : index === 1 ? buyerRole : 'member',
          'active',
          unit,
          unitPath,
          null,
          at,
          at,
          1,
        ];
      });
      await insert('person', PERSON_COLUMNS, personRows);
      await insert('employee', EMPLOYEE_COLUMNS, employeeRows);
      seeded.employees += employeeRows.length;

      const buyerCount = Math.max(0, Math.min(BUYERS_PER_ORGANIZATION[org] ?? 0, employeeIds.length - FIRST_BUYER));
      const buyers: Buyer[] = Array.from({ length: buyerCount }, (_, index) => ({
        email: employeeRows[FIRST_BUYER + index]![3] as string,
        employeeId: employeeIds[FIRST_BUYER + index]!,
        organization: org,
        ownListIds: [],
        editableListIds: [],
        readableListIds: [],
      }));
      let listRows: unknown[][] = [];
      let customRows: unknown[][] = [];
      let itemRows: unknown[][] = [];
      const flush = async () => {
        await insert('product_list', LIST_COLUMNS, listRows);
        await insert('product_list_custom_value', ['product_list_id', 'key', 'kind', 'value_text', 'value_number'], customRows);
        customRows = [];
        await insert('product_list_line_item', ITEM_COLUMNS, itemRows);
        seeded.lists += listRows.length;
        seeded.lineItems += itemRows.length;
        listRows = [];
        itemRows = [];
      };
      for (let index = 0; index < listCount; index += 1) {
        const id = newId();
        const isDetailList = org === 0 && index === 0;
        // Owned by employee 3 (in "North"), as the admin's detail list has 20 items.
        const isUnitDetailList = org === 0 && index === 3 && employeeIds.length > 3;
        const items = isDetailList || isUnitDetailList ? 20 : (index * 31) % (options.maxItems + 1);
        const createdAt = new Date(BASE_TIME + index * 1000).toISOString();
        let totalQuantity = 0;
        for (let item = 0; item < items; item += 1) {
          const quantity = (item % 5) + 1;
          totalQuantity += quantity;
          // Distinct products within a list (a product appears at most once), varied across lists.
          itemRows.push([newId(), organizationId, id, `SKU-${(index + item * 7) % 5000}`, quantity, item % 5 === 0 ? 'blue ones' : null, createdAt, createdAt]);
        }
        const owner = isDetailList ? employeeIds[0]! : employeeIds[index % employeeIds.length]!;
        // Custom fields as an integration sets them: one list in 1,000 has a given cost center.
        listRows.push([
          id,
          organizationId,
          owner,
          nameOf(index),
          index % 4 === 0 ? 'Re-order for the team' : null,
          items,
          totalQuantity,
          createdAt,
          createdAt,
          1,
          `{"costCenter":"CC-${index % 1000}","budget":${index % 5000}}`,
        ]);
        customRows.push([id, 'costCenter', 'text', `CC-${index % 1000}`, null], [id, 'budget', 'number', null, index % 5000]);
        const buyer = buyers[(index % employeeIds.length) - FIRST_BUYER];
        if (buyer && !isDetailList && !isUnitDetailList && items < 40 && buyer.ownListIds.length < 30) buyer.ownListIds.push(id);
        if (org === 0) {
          if (isDetailList) seeded.detailListId = id;
          else if (isUnitDetailList) seeded.unitDetailListId = id;
          else if (items < 40 && seeded.patchListIds.length < 5000) seeded.patchListIds.push(id);
          else if (items < 40 && seeded.webhookPatchListIds.length < 5000) seeded.webhookPatchListIds.push(id);
          if (seeded.readListIds.length < 20_000) seeded.readListIds.push(id);
        }
        if (listRows.length >= 50_000 || itemRows.length >= 200_000) await flush();
      }
      await flush();
      const shares: unknown[][] = [];
      if (org === 0 && employeeIds.length > 1) shares.push([organizationId, seeded.detailListId, employeeIds[1]!, 'read', at]);
      // Each buyer's first list is shared with the next buyer for editing, the second with the one after for reading.
      if (buyers.length >= 3) {
        buyers.forEach((buyer, index) => {
          const [first, second] = buyer.ownListIds;
          const editor = buyers[(index + 1) % buyers.length]!;
          const reader = buyers[(index + 2) % buyers.length]!;
          if (first) {
            shares.push([organizationId, first, editor.employeeId, 'edit', at]);
            editor.editableListIds.push(first);
          }
          if (second) {
            shares.push([organizationId, second, reader.employeeId, 'read', at]);
            reader.readableListIds.push(second);
          }
        });
      }
      await insert('product_list_share', ['organization_id', 'product_list_id', 'employee_id', 'access', 'created_at'], shares);
      const sharedIds = [...new Set(shares.map((share) => share[1] as string))];
      for (let start = 0; start < sharedIds.length; start += ROWS_PER_INSERT) {
        await db
          .updateTable('product_list')
          .set({ shared: 1 })
          .where('id', 'in', sharedIds.slice(start, start + ROWS_PER_INSERT))
          .execute();
      }
      seeded.buyers.push(...buyers);
    }
    // A database in service has planner statistics and a visibility map (autovacuum sees to both
    // within a minute of a load); a freshly loaded one has neither yet. SQLite keeps no statistics
    // unless the service asks for them, so it is left as the service would find it.
    if (dialect === 'postgres') await db.executeQuery(CompiledQuery.raw('vacuum analyze'));
    if (dialect === 'mysql') await db.executeQuery(CompiledQuery.raw('analyze table product_list, product_list_line_item, employee, session'));
    seeded.seconds = (Date.now() - started) / 1000;
    return seeded;
  } finally {
    await database.close();
  }
}

/**
 * A database of its own on the PostgreSQL server of `serverUrl` (`bench_<random>`), dropped
 * afterwards, whatever happens: the benchmark never touches an existing database.
 */
export async function withPostgresDatabase<T>(serverUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const pg = loadPg();
  const name = `bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return await work(url.toString());
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`).catch((error: unknown) => {
        process.stderr.write(`could not drop the benchmark database ${name}: ${String(error)}\n`);
      });
    }
  } finally {
    await admin.end();
  }
}

/** The same on a MariaDB server (`serverUrl`: a user that may create databases). */
export async function withMysqlDatabase<T>(serverUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const mysql = await import('mysql2/promise');
  const name = `bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const { database: _, ...server } = mysqlServerOf(serverUrl);
  const admin = await mysql.createConnection(server);
  try {
    await admin.query(`create database ${name} character set utf8mb4 collate utf8mb4_nopad_bin`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return await work(url.toString());
    } finally {
      await admin.query(`drop database if exists ${name}`).catch((error: unknown) => {
        process.stderr.write(`could not drop the benchmark database ${name}: ${String(error)}\n`);
      });
    }
  } finally {
    await admin.end();
  }
}
