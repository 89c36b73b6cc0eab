export * from './feed-item';
export { writeFeed, writeEntries } from './feed-writer';
export type { FeedBatches } from './feed-writer';
export { escapeXmlText, needsEscaping, stripInvalidXmlChars, xmlbuilderText } from './xml-text';
export { buildFeedHeader, feedEnvelope, serializeFeed } from './feed-envelope';
export { line, tag } from './feed-entry';
