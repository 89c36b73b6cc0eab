/** "<file> line N, column 'x': reason" — the one way a problem in an import file is named. */
export function describeProblem(file: string, reason: string, line?: number, column?: string): string {
  let where = file;
  if (line !== undefined) where += ` line ${line}`;
  if (column !== undefined) where += `${line !== undefined ? ',' : ''} column '${column}'`;
  return `${where}: ${reason}`;
}

/** A value quoted in a message: shortened, with control characters made visible. */
export function quoted(value: string, max = 40): string {
  const visible = value.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `'${visible.length > max ? `${visible.slice(0, max)}…` : visible}'`;
}
