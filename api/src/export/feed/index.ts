export * from './feed-item';
export { writeFeed } from './feed-writer';
export type { FeedBatches } from './feed-writer';
export { writeFeedFile } from './feed-file';
export type { FeedFile } from './feed-file';
export { assertSafeFileName, pathInside } from './safe-file-name';
export { escapeXmlText, stripInvalidXmlChars, xmlbuilderText } from './xml-text';
export { buildFeedHeader, serializeFeed } from './feed-envelope';
