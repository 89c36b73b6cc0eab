/**
 * Text for XML 1.0 element content.
 *
 * Characters XML 1.0 cannot carry at all (NUL and the other C0 controls except tab, LF and CR,
 * lone UTF-16 surrogates, U+FFFE and U+FFFF) are dropped: escaping cannot save them, and one of
 * them would make the whole feed unparseable. `&`, `<` and `>` are escaped exactly as xmlbuilder2
 * serialises text, so the entries and the xmlbuilder2-built envelope escape alike.
 * Quotes need no escaping in element content; the feed puts no item value in an attribute.
 */

const INVALID_XML_CHARS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One cheap scan tells whether a value needs any work; almost all feed values do not. */
const NEEDS_WORK = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

const HAS_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

export function stripInvalidXmlChars(value: string): string {
  return HAS_INVALID.test(value) ? value.replace(INVALID_XML_CHARS, '') : value;
}

/** Whether a value holds anything escapeXmlText would change. */
export function needsEscaping(value: string): boolean {
  return NEEDS_WORK.test(value);
}

export function escapeXmlText(value: string): string {
  if (!NEEDS_WORK.test(value)) return value;
  return stripInvalidXmlChars(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A value for xmlbuilder2's `txt()`/`att()`. xmlbuilder2 leaves `&` unescaped when it starts
 * something shaped like an entity (`&amp;`, `&nbsp;`, `&#0;`), so a literal "&nbsp;" in a value
 * would come out as an undefined entity and "&amp;" would lose its text. Escaping every `&`
 * first makes each one such a sequence, which xmlbuilder2 then passes through correctly.
 */
export function xmlbuilderText(value: string): string {
  return stripInvalidXmlChars(value).replace(/&/g, '&amp;');
}
