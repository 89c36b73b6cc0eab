import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { completeUtf8Length, firstInvalidUtf8 } from './utf8';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** Decoded text; `failure` says why decoding stopped, right after `text`. */
export interface Decoded {
  text: string;
  failure?: string;
}

export interface ChunkDecoder {
  decode(chunk: Buffer): Decoded;
  end(): Decoded;
}

const NUL_FAILURE = 'contains a NUL byte, so it is not a text CSV/TXT file';

/** UTF-8 is validated chunk by chunk; a bad byte stops the file with the line it is on. */
class Utf8Decoder implements ChunkDecoder {
  private pending: Buffer | undefined;

  decode(chunk: Buffer): Decoded {
    const buf = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    const complete = completeUtf8Length(buf);
    this.pending = complete < buf.length ? Buffer.from(buf.subarray(complete)) : undefined;
    return this.checked(buf.subarray(0, complete));
  }

  end(): Decoded {
    if (!this.pending) return { text: '' };
    const tail = this.pending;
    this.pending = undefined;
    const checked = this.checked(tail);
    return checked.failure ? checked : { text: checked.text, failure: 'ends in the middle of a UTF-8 character' };
  }

  private checked(body: Buffer): Decoded {
    const nul = body.indexOf(0);
    const valid = isUtf8(body);
    if (nul === -1 && valid) return { text: body.toString('utf8') };
    const bad = valid ? -1 : firstInvalidUtf8(body);
    if (nul !== -1 && (bad === -1 || nul < bad)) return { text: body.toString('utf8', 0, nul), failure: NUL_FAILURE };
    const byte = body[bad].toString(16).toUpperCase().padStart(2, '0');
    return {
      text: body.toString('utf8', 0, bad),
      failure: `is not valid UTF-8 text (byte 0x${byte}); save the file as UTF-8`,
    };
  }
}

/** Windows-1252 (Latin-1 with € and typographic quotes) and UTF-16 go through the WHATWG decoder. */
class WhatwgDecoder implements ChunkDecoder {
  private readonly decoder: TextDecoder;

  constructor(encoding: Exclude<TextEncoding, 'utf-8'>) {
    this.decoder = new TextDecoder(encoding);
  }

  decode(chunk: Buffer): Decoded {
    return checkNul(this.decoder.decode(chunk, { stream: true }));
  }

  end(): Decoded {
    return checkNul(this.decoder.decode());
  }
}

function checkNul(text: string): Decoded {
  const nul = text.indexOf('\u0000');
  return nul === -1 ? { text } : { text: text.slice(0, nul), failure: NUL_FAILURE };
}

export function decoderFor(encoding: TextEncoding): ChunkDecoder {
  return encoding === 'utf-8' ? new Utf8Decoder() : new WhatwgDecoder(encoding);
}
