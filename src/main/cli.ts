#!/usr/bin/env -S GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072 node --max-semi-space-size=4 --heap-growing-percent=100
import { parseArgs } from 'node:util';
import { ConfigError, ConfigSchema, loadConfig } from '../kernel/config.js';
import { createDatabase, type DatabaseHandle } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { serve } from './server.js';
import { runDemo } from './demo.js';
import { passwordHasherFor, type PasswordHasher } from '../platform/passwords/passwords.js';
import { createOrganization, generatePassword } from '../features/organizations/organization.service.js';
import { resetPassword } from '../features/employees/employee.service.js';
import { AppError } from '../kernel/errors.js';
import { ClusterError, runCluster } from './cluster.js';
import { DatabaseInUseError } from '../platform/db/sqlite-lock.js';

const HELP = `Usage: store-api <command> [options]

Commands:
  serve                          Start the service (the default). Migrates the database first.
  migrate                        Bring the database schema to the newest migration, then exit.
  cluster [--instances N]        N instances (default 3) on one PostgreSQL database behind HAProxy,
                                 which serves on HOST:PORT; Ctrl-C stops them all.
  org create --name N --admin-email E [--admin-password P] [--json]
                                 Create an organization and its first admin; prints one-time
                                 credentials (--json: one JSON object).
  password reset --login L [--password P] [--without-second-factor] [--json]
                                 Set a new password for the employee with this email or id (a
                                 lost admin password, say): generated and printed once unless
                                 given; their sessions end. --without-second-factor also turns
                                 the person's second factor off (a lost authenticator and lost
                                 recovery codes). On SQLite, stop the service first.
  demo                           The service on a throwaway database with a demo organization, and
                                 a demo shop page embedding the web components, on PORT and PORT+1.
  --help                         Show this help.

Configuration comes from environment variables only (see the README); DATABASE_URL picks the database.`;

/** A command line the service cannot take: exit code 2, the message and the way to say it. */
class UsageError extends Error {}

/**
 * What to say of an option a command does not take. Configuration is environment variables only
 * (one place, the same for every command and for the cluster's instances): an option that names
 * one (`--port 4139`, `--database-url=…`) is answered with the variable to set instead.
 */
function unknownOption(command: string, args: readonly string[]): UsageError {
  const [flag = '', inlineValue] = args[0]!.split(/=(.*)/s);
  const variable = flag.replace(/^-+/, '').replaceAll('-', '_').toUpperCase();
  const value = inlineValue ?? (args[1] !== undefined && !args[1].startsWith('-') ? args[1] : '…');
  if (variable in ConfigSchema.properties) {
    return new UsageError(
      `store-api ${command}: ${flag} is not an option; configuration comes from environment variables. Use: ${variable}=${value} store-api ${command}`,
    );
  }
  return new UsageError(
    `store-api ${command}: unknown option ${flag}. Configuration comes from environment variables (README, "Configuration"); store-api --help lists the commands and their options.`,
  );
}

/** `serve` and `migrate` take no options: all they need is in the environment. */
function refuseOptions(command: string, args: readonly string[]): void {
  if (args.length > 0) throw unknownOption(command, args);
}

/**
 * Before parseArgs: an option the command does not know is answered as unknownOption does (exit 2,
 * the variable to set). `known`: each option and whether it takes a value (the next argument then
 * is that value, whatever it starts with).
 */
function checkOptions(command: string, args: readonly string[], known: Record<string, 'value' | 'flag'>): void {
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (!arg.startsWith('-')) continue;
    const [name = ''] = arg.replace(/^-+/, '').split('=');
    if (!Object.hasOwn(known, name)) throw unknownOption(command, args.slice(index));
    if (known[name] === 'value' && !arg.includes('=')) index += 1;
  }
}

async function main(argv: string[]): Promise<number> {
  const [command = 'serve', ...rest] = argv;
  if (command === 'help' || argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  if (command === 'serve') {
    refuseOptions('serve', rest);
    await serve();
    return -1; // keeps running
  }
  if (command.startsWith('-')) throw unknownOption('serve', argv);
  if (command === 'migrate') {
    refuseOptions('migrate', rest);
    const config = loadConfig();
    // On SQLite this takes the serving lock: the schema never changes under a running service.
    const database = createDatabase({ url: config.DATABASE_URL, poolSize: 2, serving: true });
    try {
      const ran = await migrateToLatest(database.db);
      process.stdout.write(ran.length ? `${ran.join('\n')}\n` : 'The database is up to date.\n');
    } finally {
      await database.close();
    }
    return 0;
  }
  if (command === 'cluster') return clusterCommand(rest);
  if (command === 'demo') {
    refuseOptions('demo', rest);
    const config = loadConfig();
    const demo = await runDemo({ host: config.HOST, apiPort: config.PORT, shopPort: config.PORT + 1 }, (line) => process.stdout.write(`${line}\n`));
    const stop = () => void demo.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return -1; // keeps running
  }
  if (command === 'org' && rest[0] === 'create') return createOrganizationCommand(rest.slice(1));
  if (command === 'password' && rest[0] === 'reset') return resetPasswordCommand(rest.slice(1));
  process.stderr.write(`Unknown command: ${argv.join(' ')}\n\n${HELP}\n`);
  return 2;
}

async function clusterCommand(args: string[]): Promise<number> {
  checkOptions('cluster', args, { instances: 'value' });
  const { values } = parseArgs({ args, options: { instances: { type: 'string', default: '3' } }, strict: true });
  const instances = Number(values.instances);
  if (!Number.isInteger(instances) || instances < 1 || instances > 32) {
    process.stderr.write('--instances must be a whole number from 1 to 32\n');
    return 2;
  }
  return runCluster({
    instances,
    config: loadConfig(),
    env: process.env,
    nodeArgs: process.execArgv,
    out: (line) => process.stdout.write(`${line}\n`),
  });
}

async function createOrganizationCommand(args: string[]): Promise<number> {
  checkOptions('org create', args, { name: 'value', 'admin-email': 'value', 'admin-password': 'value', json: 'flag' });
  const { values } = parseArgs({
    args,
    options: {
      name: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-password': { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const name = values.name?.trim();
  const email = values['admin-email']?.trim();
  const problems: string[] = [];
  if (!name || name.length > 255) problems.push('--name is required (1–255 characters)');
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) problems.push('--admin-email is required and must be an email address');
  const password = values['admin-password'];
  const passwordProblem = passwordProblemOf(password, '--admin-password');
  if (passwordProblem) problems.push(passwordProblem);
  if (problems.length > 0 || !name || !email) {
    process.stderr.write(`${problems.join('\n')}\n`);
    return 2;
  }
  const created = await withDatabase({ serving: false }, (database, passwords) =>
    createOrganization(database.writer, passwords, { name, adminEmail: email, adminPassword: password }),
  );
  if (values.json) {
    process.stdout.write(
      `${JSON.stringify({
        organization: created.organization,
        admin: { id: created.admin.id, email: created.admin.email, password: created.adminPassword },
      })}\n`,
    );
  } else {
    process.stdout.write(
      `${[
        `Organization "${created.organization.name}" created (id ${created.organization.id}).`,
        `Admin login: ${created.admin.email}`,
        `Password:    ${created.adminPassword}`,
        'This password is shown only once.',
      ].join('\n')}\n`,
    );
  }
  return 0;
}

async function resetPasswordCommand(args: string[]): Promise<number> {
  checkOptions('password reset', args, { login: 'value', password: 'value', 'without-second-factor': 'flag', json: 'flag' });
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      login: { type: 'string' },
      password: { type: 'string' },
      'without-second-factor': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  const login = values.login?.trim();
  const problems = [...(login ? [] : ["--login is required: the employee's email or id"]), passwordProblemOf(values.password, '--password') ?? []].flat();
  if (problems.length > 0 || !login) {
    process.stderr.write(`${problems.join('\n')}\n`);
    return 2;
  }
  const password = values.password ?? generatePassword();
  // On SQLite this takes the serving lock: a running service answers sessions from memory and must
  // not miss that they ended (stop it, reset, start it again). PostgreSQL needs no stop.
  const employee = await withDatabase({ serving: true }, (database, passwords) =>
    resetPassword({ writer: database.writer, db: database.db, passwords }, login, password, { withoutSecondFactor: values['without-second-factor'] }),
  );
  if (values.json) {
    process.stdout.write(
      `${JSON.stringify({ employee: { id: employee.id, email: employee.email, organizationId: employee.organizationId, status: employee.status }, password: values.password === undefined ? password : undefined })}\n`,
    );
  } else {
    process.stdout.write(
      `${[
        `New password set for ${employee.email ?? employee.id} (organization ${employee.organizationId}); their sessions have ended.`,
        ...(values.password === undefined ? [`Password:    ${password}`, 'This password is shown only once.'] : []),
      ].join('\n')}\n`,
    );
  }
  return 0;
}

/** The rule of the API's Password schema, for a command-line option. */
function passwordProblemOf(password: string | undefined, option: string): string | undefined {
  return password !== undefined && (password.length < 8 || password.length > 1024) ? `${option} must be 8–1024 characters` : undefined;
}

/** The configured database, migrated, and a hasher at the configured cost, for a command that writes; both closed after. */
async function withDatabase<T>(options: { serving: boolean }, work: (database: DatabaseHandle, passwords: PasswordHasher) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = createDatabase({ url: config.DATABASE_URL, poolSize: 2, serving: options.serving });
  const passwords = passwordHasherFor(config);
  try {
    await migrateToLatest(database.db);
    return await work(database, passwords);
  } finally {
    await passwords.close();
    await database.close();
  }
}

/** What to do about a PostgreSQL or MariaDB database that is not there yet: the README's commands, with this URL's names. */
function databaseHint(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  if (code !== '3D000' && code !== 'ECONNREFUSED' && code !== 'ER_BAD_DB_ERROR') return '';
  let url: URL;
  try {
    url = new URL(loadConfig().DATABASE_URL);
  } catch {
    return '';
  }
  if (url.protocol === 'mysql:' || url.protocol === 'mariadb:') {
    const connection = `-h ${url.hostname || '127.0.0.1'} -P ${url.port || '3306'} -u ${decodeURIComponent(url.username) || 'root'}`;
    const database = decodeURIComponent(url.pathname.slice(1));
    if (code === 'ER_BAD_DB_ERROR')
      return `  Create it first: mariadb ${connection} -p -e 'create database \`${database}\` character set utf8mb4 collate utf8mb4_nopad_bin'\n`;
    return `  Nothing answers at ${url.hostname}:${url.port || '3306'}: is MariaDB running there (DATABASE_URL)?\n`;
  }
  if (!url.protocol.startsWith('postgres')) return '';
  const database = decodeURIComponent(url.pathname.slice(1));
  const connection = `-h ${url.hostname || '127.0.0.1'} -p ${url.port || '5432'} -U ${decodeURIComponent(url.username) || 'postgres'}`;
  // 3D000 invalid_catalog_name: the server answers, the database is missing (the service creates tables, not databases).
  if (code === '3D000') return `  Create it first: createdb ${connection} ${database}   (or: psql ${connection} -c 'create database "${database}"')\n`;
  return `  Nothing answers at ${url.hostname}:${url.port || '5432'}: is PostgreSQL running there (DATABASE_URL)?\n`;
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = 2;
      return;
    }
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
    } else if (error instanceof AppError || error instanceof ClusterError || error instanceof DatabaseInUseError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(`store-api: ${error instanceof Error ? error.message : String(error)}\n${databaseHint(error)}`);
    }
    process.exitCode = 1;
  },
);
