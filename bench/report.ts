import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import type { Row } from './load.js';

export type { Row } from './load.js';

export interface ServerMemory {
  server: string;
  startMiB: number;
  peakMiB: number;
}

/** A run is valid when at most 1 % of its requests failed (non-2xx, or no answer at all). */
export function isValid(row: Row): boolean {
  if (row.failure || row.total === 0) return false;
  return row.non2xx + row.errors <= (row.total + row.errors) * 0.01;
}

const number = (value: number) => Math.round(value).toLocaleString('en-US');

function failures(row: Row): string {
  if (row.failure) return `failed: ${row.failure}`;
  const bad = Object.entries(row.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${code}×${number(count)}`);
  if (row.errors) bad.push(`no answer×${number(row.errors)}`);
  if (bad.length === 0) return '0';
  const share = (100 * (row.non2xx + row.errors)) / Math.max(1, row.total + row.errors);
  return `${share.toFixed(share < 1 ? 2 : 0)} % (${bad.join(', ')})`;
}

/** The bare Fastify route's runs under the benchmark's load (its one-client row is another yardstick). */
function bareRuns(rows: readonly Row[]): Row[] {
  return rows.filter((row) => row.server === 'fastify' && row.key !== 'constant-lone' && isValid(row));
}

/** The 100 % of the ratios: the bare Fastify route, averaged when it ran more than once (first and last). */
export function bareFastifyRate(rows: readonly Row[]): number {
  const runs = bareRuns(rows);
  return runs.length === 0 ? 0 : runs.reduce((sum, row) => sum + row.requestsPerSecond, 0) / runs.length;
}

/** The bare Fastify route's p99 (ms), averaged like its rate. */
export function bareFastifyP99(rows: readonly Row[]): number {
  const runs = bareRuns(rows);
  return runs.length === 0 ? 0 : runs.reduce((sum, row) => sum + row.p99, 0) / runs.length;
}

/** The one table: every row, its rate, latency, failures and its share of the bare Fastify route. */
export function formatTable(rows: readonly Row[]): string {
  const fastify = bareFastifyRate(rows);
  const lines = [
    '| server | endpoint | conns | req/s | p50 ms | p99 ms | non-2xx | vs bare Fastify | CPU ms/req | RSS MiB |',
    '|---|---|---:|---:|---:|---:|---|---:|---:|---:|',
  ];
  for (const row of rows) {
    const valid = isValid(row);
    const name = valid ? row.name : `${row.name} **INVALID**`;
    const rate = row.unit
      ? `${number(row.requestsPerSecond)} (${number(row.requestsPerSecond * row.unit.perRequest)} ${row.unit.label})`
      : number(row.requestsPerSecond);
    // A share only means something under a like load: 50 connections as the bare route (32 for the working day).
    const ratio = fastify && valid && (row.connections === 50 || row.key === 'working-day') ? `${((100 * row.requestsPerSecond) / fastify).toFixed(1)} %` : '–';
    const latency = valid ? [row.p50, row.p99] : ['–', '–'];
    const rss = row.rssMiB ? row.rssMiB.toFixed(0) : '–';
    const cpu = valid && row.cpuMsPerRequest !== undefined ? row.cpuMsPerRequest.toFixed(3) : '–';
    lines.push(
      `| ${row.server} | ${name} | ${row.connections} | ${valid ? rate : '–'} | ${latency[0]} | ${latency[1]} | ${failures(row)} | ${ratio} | ${cpu} | ${rss} |`,
    );
  }
  return lines.join('\n');
}

export function machine() {
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

/** Writes everything of the run to bench/results/<date>.json (ignored by git); answers the file. */
export function writeResults(resultsDir: string, content: Record<string, unknown>): string {
  mkdirSync(resultsDir, { recursive: true });
  const date = new Date();
  const file = join(resultsDir, `${date.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ date: date.toISOString(), machine: machine(), ...content }, null, 2)}\n`);
  return file;
}
