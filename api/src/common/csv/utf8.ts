/** Length of `buf` without a multi-byte UTF-8 sequence cut off at its end (its rest is in the next chunk). */
export function completeUtf8Length(buf: Buffer): number {
  const len = buf.length;
  for (let back = 1; back <= 3 && back <= len; back++) {
    const byte = buf[len - back];
    if ((byte & 0xc0) === 0x80) continue;
    if (byte < 0xc0) return len;
    const size = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return size > back ? len - back : len;
  }
  return len;
}

/** Offset of the first byte that is not valid UTF-8 (RFC 3629: no overlongs, no surrogates), or -1. */
export function firstInvalidUtf8(buf: Buffer): number {
  let i = 0;
  while (i < buf.length) {
    const lead = buf[i];
    if (lead < 0x80) {
      i++;
      continue;
    }
    const extra = lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : 0;
    if (extra === 0 || i + extra >= buf.length) return i;
    for (let k = 1; k <= extra; k++) if ((buf[i + k] & 0xc0) !== 0x80) return i;
    const second = buf[i + 1];
    if ((lead === 0xe0 && second < 0xa0) || (lead === 0xed && second > 0x9f)) return i;
    if ((lead === 0xf0 && second < 0x90) || (lead === 0xf4 && second > 0x8f)) return i;
    i += extra + 1;
  }
  return -1;
}
