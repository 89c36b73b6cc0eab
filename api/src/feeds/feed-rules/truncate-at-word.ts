/**
 * `text` cut to at most `length` characters at the last word boundary (a space, tab or line break), so
 * no word is cut in half; a first word longer than `length` is cut where the length ends.
 */
export function truncateAtWord(text: string, length: number): string {
  if (text.length <= length) return text;
  if (/\s/.test(text[length])) return text.slice(0, length).trimEnd();
  const head = text.slice(0, length);
  const lastSpace = Math.max(head.lastIndexOf(' '), head.lastIndexOf('\t'), head.lastIndexOf('\n'));
  const cut = lastSpace > 0 ? head.slice(0, lastSpace).trimEnd() : head;
  return cut === '' ? head : cut;
}
