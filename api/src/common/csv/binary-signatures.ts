/** Magic numbers of files people upload by mistake; matched at the very start of the file. */
const SIGNATURES: ReadonlyArray<{ kind: string; bytes: readonly number[] }> = [
  { kind: 'PNG', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'JPEG', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'GIF', bytes: [0x47, 0x49, 0x46, 0x38] },
  { kind: 'PDF', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { kind: 'ZIP', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: 'ZIP', bytes: [0x50, 0x4b, 0x05, 0x06] },
  { kind: 'XLS', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { kind: 'GZIP', bytes: [0x1f, 0x8b] },
  { kind: 'RAR', bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07] },
  { kind: '7Z', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { kind: 'ELF executable', bytes: [0x7f, 0x45, 0x4c, 0x46] },
  { kind: 'Windows executable', bytes: [0x4d, 0x5a, 0x90, 0x00] },
];

/** 'PNG', 'XLSX', … when the sample starts like a known binary format. */
export function binaryKind(sample: Buffer): string | undefined {
  const match = SIGNATURES.find(({ bytes }) => bytes.length <= sample.length && bytes.every((b, i) => sample[i] === b));
  if (!match) return undefined;
  // An XLSX workbook is a ZIP archive whose first entries name its parts.
  if (match.kind === 'ZIP' && (sample.includes('[Content_Types].xml') || sample.includes('xl/'))) return 'XLSX';
  return match.kind;
}
