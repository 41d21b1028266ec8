import { createDatabase, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { ensureAccessKey } from '../src/organizations/access-key.repository.js';
import { PasswordHasher } from '../src/auth/passwords.js';
import { newId } from '../src/ids.js';

export const BENCH_ACCESS_KEY = 'SWSCBENCHMARKACCESSKEY0001';
export const BENCH_PASSWORD = 'bench-password-1';
const AT = '2026-11-22T10:00:00.000Z';
const WORDS = ['Weekly', 'Kitchen', 'Office', 'Spare', 'Parts', 'Monday', 'Cleaning', 'Coffee', 'Tools', 'Safety', 'Paper', 'Packaging', 'Garden', 'Summer', 'Winter'];

export interface SeededDatabase {
  adminEmail: string;
  /** A list of the admin's with exactly 20 line items. */
  detailListId: string;
  /** Lists of the admin's with room for more line items (PATCH targets). */
  patchListIds: string[];
  listCount: number;
}

export interface SeedOptions {
  organizations: number;
  employeesPerOrganization: number;
  /** Lists of the first organization (the one measured); the others get a share too. */
  lists: number;
  /** Line items per list: 0..maxItems, or none for most lists when `mostlyEmpty`. */
  maxItems: number;
  mostlyEmpty?: boolean;
}

function nameOf(index: number): string {
  return `${WORDS[index % WORDS.length]} ${WORDS[(index * 7) % WORDS.length]} ${index}`;
}

async function insertChunked(db: Db, table: 'employee' | 'product_list' | 'product_list_line_item', rows: object[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 500) {
      await trx.insertInto(table).values(rows.slice(start, start + 500) as never).execute();
    }
  });
}

/** A database of realistic shape, written in bulk (multi-row inserts in big transactions). */
export async function seedDatabase(url: string, options: SeedOptions): Promise<SeededDatabase> {
  const database = createDatabase({ url, poolSize: 4 });
  try {
    await migrateToLatest(database.db);
    await ensureAccessKey(database.db, BENCH_ACCESS_KEY, 'benchmark');
    const passwordHash = await new PasswordHasher({ memoryKib: 19456, iterations: 2 }).hash(BENCH_PASSWORD);
    const adminEmail = `admin-${newId().slice(-6)}@bench.example`;
    let detailListId = '';
    const patchListIds: string[] = [];
    let listCount = 0;
    for (let org = 0; org < options.organizations; org += 1) {
      const organizationId = newId();
      await database.db.insertInto('organization').values({ id: organizationId, name: `Bench ${org}`, created_at: AT, updated_at: AT }).execute();
      const employees = Array.from({ length: options.employeesPerOrganization }, (_, index) => {
        const admin = index === 0;
        const email = admin && org === 0 ? adminEmail : `e${org}-${index}-${newId().slice(-6)}@bench.example`;
        return {
          id: newId(), organization_id: organizationId, email, email_normalized: email, first_name: 'Bench', last_name: `Employee ${index}`,
          role: admin ? 'admin' : 'member', status: 'active', password_hash: passwordHash, last_login_at: null, created_at: AT, updated_at: AT, version: 1,
        };
      });
      await insertChunked(database.db, 'employee', employees);
      const lists = org === 0 ? options.lists : Math.ceil(options.lists / 10);
      for (let start = 0; start < lists; start += 20_000) {
        const listRows: object[] = [];
        const itemRows: object[] = [];
        for (let index = start; index < Math.min(lists, start + 20_000); index += 1) {
          const id = newId();
          const owner = employees[index % employees.length]!.id;
          const wanted = org === 0 && index === 0 ? 20 : options.mostlyEmpty ? 0 : (index * 31) % (options.maxItems + 1);
          for (let item = 0; item < wanted; item += 1) {
            itemRows.push({ id: newId(), organization_id: organizationId, product_list_id: id, product_id: `SKU-${item}`, quantity: (item % 5) + 1, note: null, created_at: AT, updated_at: AT });
          }
          const totalQuantity = Array.from({ length: wanted }, (_, item) => (item % 5) + 1).reduce((sum, value) => sum + value, 0);
          listRows.push({
            id, organization_id: organizationId, owner_id: org === 0 && index === 0 ? employees[0]!.id : owner, name: nameOf(index), description: null,
            item_count: wanted, total_quantity: totalQuantity, created_at: AT, updated_at: AT, version: 1,
          });
          if (org === 0 && index === 0) detailListId = id;
          else if (org === 0 && wanted < 40 && patchListIds.length < 2000) patchListIds.push(id);
        }
        await insertChunked(database.db, 'product_list', listRows);
        await insertChunked(database.db, 'product_list_line_item', itemRows);
        listCount += listRows.length;
      }
    }
    return { adminEmail, detailListId, patchListIds, listCount };
  } finally {
    await database.close();
  }
}
