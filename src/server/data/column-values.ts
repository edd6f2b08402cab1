/**
 * The write side of record-shapes.ts, in each data module itself: a record's schema output goes to insert/update
 * through `columnValues`, which lets it pass unchanged only when its fields are exactly the table's written columns,
 * with the same types. A field in the schema and not the table (or a column not in the schema) fails the typecheck
 * at the data module's write, naming the fields.
 */
import type { ShapeMismatches } from './record-shapes';

/** Every column a write sets, present: the table's insert shape without the columns the server fills itself. */
type WrittenColumns<Insert, ServerColumns extends keyof Insert> = Required<Omit<Insert, ServerColumns>>;
/** Nothing to add when the shapes match; otherwise a field no schema output has, naming the mismatches. */
type ColumnCheck<Mismatches> = keyof Mismatches extends never ? unknown : { columnsDiffer: Mismatches };

/**
 * `const toColumns = columnValues<typeof table.$inferInsert, 'id' | …server columns>()`, then `.values(toColumns(input))`:
 * when the shapes part, the argument's type demands `columnsDiffer`, which names the mismatched fields.
 */
export function columnValues<Insert, ServerColumns extends keyof Insert>() {
  return <Input>(input: Input & ColumnCheck<ShapeMismatches<WrittenColumns<Insert, ServerColumns>, Required<Input>>>): Input => input;
}
