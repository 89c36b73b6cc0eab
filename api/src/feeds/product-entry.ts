import { escapeXmlText, FeedFormat, googleAvailability, googlePrice, line, needsEscaping, tag } from '../export/feed';
import type { Tag } from '../export/feed/feed-entry';

/** A live product as the feed sends it: its columns, its brand, and its category as resolved. */
export interface FeedProduct {
  feed_id: string;
  title: string;
  description: string;
  link: string;
  image_link: string;
  additional_image_link: string | null;
  availability: string | null;
  price: number | null;
  sale_price: number | null;
  sale_price_effective_date: string | null;
  condition: string | null;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  google_product_category: string | null;
  product_type: string | null;
  shipping_weight: string | null;
  material: string | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  vehicle_year: string | null;
  custom_labels: Array<string | null>;
  is_kit: boolean;
}

/** Distinct values cached per attribute: brands, categories and vehicle makes repeat across thousands of products. */
const CACHE_LIMIT = 10_000;

type LineOf = (value: string | null | undefined) => string;

const trim = (value: string) => value.trim();

/** The element for a value as `normalize` makes it (trimmed), or nothing when there is no value. */
function optionalLine(t: Tag, normalize = trim): LineOf {
  return (value) => {
    if (!value) return '';
    const normal = normalize(value);
    return normal === '' ? '' : line(t, escapeXmlText(normal));
  };
}

/** optionalLine for an attribute whose values repeat: each distinct value is normalized and escaped once. */
function repeatedLine(t: Tag, normalize = trim): LineOf {
  const uncached = optionalLine(t, normalize);
  const lines = new Map<string, string>();
  return (value) => {
    if (!value) return '';
    let xml = lines.get(value);
    if (xml === undefined) {
      xml = uncached(value);
      if (lines.size < CACHE_LIMIT) lines.set(value, xml);
    }
    return xml;
  };
}

const escapeAttribute = (value: string) => escapeXmlText(value).replace(/"/g, '&quot;');

/**
 * One product of the Google Merchant Center primary feed as a string template, laid out as xmlbuilder2
 * pretty-prints it (a test builds the same entries with xmlbuilder2 and compares). Every attribute the
 * product has is sent; identifier_exists is no only without a GTIN and without a brand + MPN pair.
 * Vehicle fitment goes in product_detail (section "Vehicle fitment"), the attribute Google's product
 * data specification offers for technical details; it has none of its own for parts.
 * Tags are built once per feed, and repeating values escaped once, so per product only its own values
 * are escaped and joined (the feed is measured against a bare template: docs/performance.md).
 */
export function productEntryRenderer(format: FeedFormat, entryIndent: string): (product: FeedProduct) => string {
  const atom = format === 'atom';
  const open = `${entryIndent}<${atom ? 'entry' : 'item'}>\n`;
  const close = `${entryIndent}</${atom ? 'entry' : 'item'}>\n`;
  const pad = `${entryIndent}  `;
  const t = (name: string) => tag(pad, name);
  const [id, title, description, link, imageLink, additionalImageLink, identifierExists] = [
    'g:id', 'title', atom ? 'summary' : 'description', 'link', 'g:image_link', 'g:additional_image_link', 'g:identifier_exists',
  ].map(t);
  const [availability, brand, category, productType, material] = [
    'g:availability', 'g:brand', 'g:google_product_category', 'g:product_type', 'g:material',
  ].map((name) => repeatedLine(t(name)));
  const condition = repeatedLine(t('g:condition'), (value) => value.trim().toLowerCase() || 'new');
  const [saleDate, gtin, mpn, shippingWeight] = ['g:sale_price_effective_date', 'g:gtin', 'g:mpn', 'g:shipping_weight'].map((name) => optionalLine(t(name)));
  // A price is our own text ('19.99 USD'): nothing to trim or escape.
  const [price, salePrice] = ['g:price', 'g:sale_price'].map(t).map((priceTag) => (amount: number | null) => {
    const text = googlePrice(amount);
    return text === null ? '' : line(priceTag, text);
  });
  const customLabels = [0, 1, 2, 3, 4].map((n) => repeatedLine(t(`g:custom_label_${n}`)));
  const vehicle = (name: string): LineOf => {
    const inner = (element: string) => tag(`${pad}  `, element);
    const head = `${pad}<g:product_detail>\n${line(inner('g:section_name'), 'Vehicle fitment')}${line(inner('g:attribute_name'), name)}`;
    const value = repeatedLine(inner('g:attribute_value'));
    return (raw) => {
      const xml = value(raw);
      return xml === '' ? '' : `${head}${xml}${pad}</g:product_detail>\n`;
    };
  };
  const [vehicleMake, vehicleModel, vehicleYear] = ['Make', 'Model', 'Year'].map(vehicle);
  const yes = line(identifierExists, 'yes');
  const no = line(identifierExists, 'no');
  // The required elements as one template, the constant text between values joined once here.
  const between = (from: Tag, to: Tag) => `${from.close}${to.open}`;
  const [idTitle, titleDescription] = [between(id, title), between(title, description)];
  const descriptionLink = atom ? `${description.close}${pad}<link href="` : between(description, link);
  const linkImage = atom ? `"/>\n${imageLink.open}` : between(link, imageLink);
  const linkLine = (value: string) => (atom ? `${pad}<link href="${value}"/>\n` : line(link, value));
  const required = (p: FeedProduct, text: (value: string) => string) => {
    const feedId = text(p.feed_id);
    const titleText = text(p.title);
    const descriptionText = text(p.description);
    const imageText = text(p.image_link);
    const linkText = atom ? escapeAttribute(p.link) : text(p.link);
    // A value escaping leaves empty is written as an empty element, as xmlbuilder2 does.
    if (feedId === '' || titleText === '' || descriptionText === '' || linkText === '' || imageText === '') {
      return open + line(id, feedId) + line(title, titleText) + line(description, descriptionText) + linkLine(linkText) + line(imageLink, imageText);
    }
    return `${open}${id.open}${feedId}${idTitle}${titleText}${titleDescription}${descriptionText}${descriptionLink}${linkText}${linkImage}${imageText}${imageLink.close}`;
  };
  const asIs = (value: string) => value;

  return (p) => {
    // Almost always none of the required values needs escaping: then they go in as they are.
    const plain = !(needsEscaping(p.feed_id) || needsEscaping(p.title) || needsEscaping(p.description) || needsEscaping(p.link) || needsEscaping(p.image_link));
    let xml = required(p, plain ? asIs : escapeXmlText);
    if (p.additional_image_link) {
      for (const extra of p.additional_image_link.split(',')) {
        const trimmed = extra.trim();
        if (trimmed) xml += line(additionalImageLink, escapeXmlText(trimmed));
      }
    }
    xml += availability(googleAvailability(p.availability ?? 'in stock') ?? 'in_stock');
    xml += price(p.price) + salePrice(p.sale_price) + saleDate(p.sale_price_effective_date) + condition(p.condition || 'new');
    const brandXml = brand(p.brand);
    const gtinXml = gtin(p.gtin);
    const mpnXml = mpn(p.mpn);
    xml += brandXml + gtinXml + mpnXml + (gtinXml !== '' || (brandXml !== '' && mpnXml !== '') ? yes : no);
    xml += category(p.google_product_category) + productType(p.product_type) + shippingWeight(p.shipping_weight) + material(p.material);
    for (let n = 0; n < customLabels.length; n++) xml += customLabels[n](p.custom_labels[n]);
    return xml + vehicleMake(p.vehicle_make) + vehicleModel(p.vehicle_model) + vehicleYear(p.vehicle_year) + close;
  };
}
