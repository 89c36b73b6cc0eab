import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { ATOM_NS, FeedOptions, GOOGLE_NS } from './feed-item';
import { stripInvalidXmlChars, xmlbuilderText } from './xml-text';

const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const ENTRIES_MARKER = 'partsfeed-entries-go-here';

/** The document around the entries, split where the entries go. */
export interface FeedEnvelope {
  head: string;
  tail: string;
  /** Indentation of an entry element, so entries line up with xmlbuilder2's pretty printing. */
  entryIndent: string;
}

/**
 * The feed's root element and channel/feed header, built with xmlbuilder2 so the namespaces and
 * header values are serialised by the library. Returns the parent element that entries belong in.
 */
export function buildFeedHeader(options: FeedOptions): { doc: XMLBuilder; container: XMLBuilder } {
  const now = options.now ?? new Date();
  const name = xmlbuilderText(options.feed_name);
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  if (options.format_type === 'atom') {
    const feed = doc.ele(ATOM_NS, 'feed').att(XMLNS_NS, 'xmlns:g', GOOGLE_NS);
    feed.ele('title').txt(name);
    if (options.link) feed.ele('link', { rel: 'self', href: xmlbuilderText(options.link) });
    feed.ele('updated').txt(now.toISOString());
    feed.ele('id').txt(`urn:partsfeed:feed:${encodeURIComponent(stripInvalidXmlChars(options.feed_name))}`);
    feed.ele('author').ele('name').txt('Partsfeed');
    return { doc, container: feed };
  }
  const channel = doc.ele('rss', { version: '2.0' }).att(XMLNS_NS, 'xmlns:g', GOOGLE_NS).ele('channel');
  channel.ele('title').txt(name);
  if (options.link) channel.ele('link').txt(xmlbuilderText(options.link));
  channel.ele('description').txt(name);
  channel.ele('lastBuildDate').txt(now.toUTCString());
  return { doc, container: channel };
}

export function serializeFeed(doc: XMLBuilder): string {
  return doc.end({ prettyPrint: true, wellFormed: true });
}

export function feedEnvelope(options: FeedOptions): FeedEnvelope {
  const { doc, container } = buildFeedHeader(options);
  container.ele(ENTRIES_MARKER);
  const xml = serializeFeed(doc);
  const marker = xml.indexOf(`<${ENTRIES_MARKER}/>`);
  const lineStart = xml.lastIndexOf('\n', marker) + 1;
  const lineEnd = xml.indexOf('\n', marker);
  return {
    head: xml.slice(0, lineStart),
    tail: xml.slice(lineEnd + 1),
    entryIndent: xml.slice(lineStart, marker),
  };
}
