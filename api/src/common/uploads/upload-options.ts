/** What one import route accepts; see import-upload.decorator.ts. */
export interface ImportUploadOptions {
  /** Multipart field holding the file(s); default 'file'. */
  field?: string;
  /** Accepted extensions, lower case with the dot: ['.csv'] or ['.csv', '.txt']; compared without case. */
  extensions: readonly string[];
  /** Accept up to this many files in the field (a repeated field); default 1. */
  maxFiles?: number;
  /** Answer when no file was sent; default 'Please select a file to import'. */
  missingMessage?: string;
  /** Answer for a file with another extension, fixed or naming the file; default from the extensions ('Please select a valid CSV file'). */
  invalidMessage?: string | ((fileName: string) => string);
  /** For the API docs: what the file holds. */
  description?: string;
  /** For the API docs: the other form fields, as OpenAPI schemas. */
  fields?: Record<string, { type: 'string' | 'integer' | 'boolean'; enum?: string[]; description?: string; example?: string }>;
  /** For the API docs: which of `fields` are required. */
  requiredFields?: string[];
}

/** 'Please select a valid CSV file', 'Please select a valid CSV or TXT file': the file type is checked by its name's extension. */
export function invalidFileMessage(extensions: readonly string[]): string {
  const names = extensions.map((e) => e.replace(/^\./, '').toUpperCase());
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0];
  return `Please select a valid ${listed} file`;
}

export const NO_FILE_MESSAGE = 'Please select a file to import';
