import { isUtf8 } from 'node:buffer';
import { binaryKind } from './binary-signatures';
import { TextEncoding } from './text-decoders';
import { completeUtf8Length } from './utf8';

/** How much of the file start decides the encoding. */
export const SNIFF_BYTES = 64 * 1024;

export interface Sniffed {
  encoding: TextEncoding;
  /** Bytes of byte-order mark to drop (UTF-16 marks are dropped by the decoder itself). */
  skip: number;
}

/**
 * Decides how to read a file from its first bytes, or says why it is not text:
 * a BOM wins; UTF-16 without BOM is recognised by its zero bytes; otherwise UTF-8 when
 * the sample is valid UTF-8, else Windows-1252 (which also reads Latin-1).
 */
export function sniffText(first: Buffer): Sniffed | { notText: string } {
  const sample = first.subarray(0, SNIFF_BYTES);
  const kind = binaryKind(sample);
  if (kind) return { notText: `looks like ${kind}` };
  if (startsWith(sample, [0xef, 0xbb, 0xbf])) return { encoding: 'utf-8', skip: 3 };
  if (startsWith(sample, [0xff, 0xfe, 0x00, 0x00])) return { notText: 'looks like UTF-32 text; save it as UTF-8' };
  if (startsWith(sample, [0xff, 0xfe])) return { encoding: 'utf-16le', skip: 0 };
  if (startsWith(sample, [0xfe, 0xff])) return { encoding: 'utf-16be', skip: 0 };
  if (sample.includes(0)) {
    const utf16 = utf16WithoutBom(sample);
    return utf16 ? { encoding: utf16, skip: 0 } : { notText: 'contains NUL bytes' };
  }
  return { encoding: isUtf8(sample.subarray(0, completeUtf8Length(sample))) ? 'utf-8' : 'windows-1252', skip: 0 };
}

/** Mostly-ASCII UTF-16 has a zero in nearly every other byte, on one side only. */
function utf16WithoutBom(sample: Buffer): TextEncoding | undefined {
  const pairs = Math.floor(sample.length / 2);
  if (pairs < 2) return undefined;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (sample[i] === 0) evenZero++;
    if (sample[i + 1] === 0) oddZero++;
  }
  if (oddZero >= pairs * 0.9 && evenZero === 0) return 'utf-16le';
  if (evenZero >= pairs * 0.9 && oddZero === 0) return 'utf-16be';
  return undefined;
}

function startsWith(buf: Buffer, bytes: number[]): boolean {
  return bytes.length <= buf.length && bytes.every((b, i) => buf[i] === b);
}
