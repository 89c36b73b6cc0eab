export type RowAssembler = (line: number, values: readonly unknown[]) => Record<string, unknown>;

/**
 * Builds rows of one shape, `{line, key0: values[0], …}`, as a single object literal so
 * every row of a file shares one hidden class from the start; assigning the keys one by
 * one in a loop was, after tokenizing, the largest cost of reading a million rows.
 * The keys come from the format's definition (never from a file) and are emitted as JSON
 * string literals.
 */
export function rowAssembler(keys: readonly string[]): RowAssembler {
  if (keys.includes('line')) throw new Error("a column key may not be 'line': rows carry their line number under that name");
  const properties = keys.map((key, i) => `${JSON.stringify(key)}: values[${i}]`);
  return new Function('line', 'values', `return { line: line, ${properties.join(', ')} };`) as RowAssembler;
}
