import type { Parameter } from './statements.js';

/**
 * The parameters of prepared INSERTs of many rows (statements.ts): one statement per row count,
 * its VALUES rows made of placeholders named by row and column (`3.type`), the names made once,
 * and the arguments of a run filled into one object per row count.
 *
 * Made once per kind of row (the outbox's events, a list's line items): building the names per
 * run cost 13 strings an event on every PATCH, and a new arguments object per run a dictionary of
 * up to 1,152 keys per statement of a transfer (1 MB of allocations each). The object is filled
 * anew for every run and read by the statement at its call (statements.ts), before anything is
 * awaited; between runs it holds the last run's values.
 */
export class RowParameters<Column extends string> {
  readonly #names: readonly (readonly string[])[];
  readonly #arguments = new Map<number, Record<string, unknown>>();

  /** `columns` in their parameters' order; statements of at most `rowsAtMost` rows. */
  constructor(
    private readonly columns: readonly Column[],
    readonly rowsAtMost: number,
  ) {
    this.#names = Array.from({ length: rowsAtMost }, (_, row) => columns.map((column) => `${row}.${column}`));
  }

  /** The VALUES rows of a statement of `count` rows, every column a placeholder. */
  rows(parameter: Parameter, count: number): Record<Column, unknown>[] {
    return Array.from(
      { length: count },
      (_, row) => Object.fromEntries(this.columns.map((column, index) => [column, parameter(this.#names[row]![index]!)])) as Record<Column, unknown>,
    );
  }

  /**
   * The arguments of a statement of `count` rows: rows `start` to `start + count - 1` of `rows`, a
   * column's value from `cell` when given, else the row's own (a missing one null).
   */
  fill<Row extends object>(
    rows: readonly Row[],
    start: number,
    count: number,
    cell?: (row: Row, column: Column, index: number) => unknown,
  ): Record<string, unknown> {
    let args = this.#arguments.get(count);
    if (args === undefined) {
      args = {};
      this.#arguments.set(count, args);
    }
    for (let row = 0; row < count; row += 1) {
      const values = rows[start + row]!;
      const names = this.#names[row]!;
      for (let index = 0; index < names.length; index += 1) {
        const column = this.columns[index]!;
        args[names[index]!] = cell ? cell(values, column, start + row) : ((values as Record<string, unknown>)[column] ?? null);
      }
    }
    return args;
  }
}
