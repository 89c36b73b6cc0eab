// From the modules themselves, not the index: its re-exports are getters, called on every use.
import { line, tag, type Tag } from './writer/feed-entry';
import { FeedFormat, googleAvailability } from './writer/feed-item';
import { escapeXmlText, needsEscaping } from './writer/xml-text';
import { cachedLine, joined, joinedLine, optionalLine, priceLine, repeatedLine } from './entry-lines';

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

const escapeAttribute = (value: string) => escapeXmlText(value).replace(/"/g, '&quot;');

/**
 * One product of the Google Merchant Center primary feed as a string template, laid out as xmlbuilder2
 * pretty-prints it (tests/unit/product-entry.spec.ts holds the entries written out). Every attribute the
 * product has is sent; identifier_exists is no only without a GTIN and without a brand + MPN pair.
 * Vehicle fitment goes in product_detail (section "Vehicle fitment"), the attribute Google's product
 * data specification offers for technical details; it has none of its own for parts.
 * Tags are built once per feed, and the lines of repeating values (prices too) once per value, so per
 * product only its own values are escaped and joined (the feed is measured against a bare template:
 * docs/performance.md).
 */
export function productEntryRenderer(format: FeedFormat, entryIndent: string): (product: FeedProduct) => string {
  const atom = format === 'atom';
  const open = joined(entryIndent, `<${atom ? 'entry' : 'item'}>\n`);
  const close = joined(entryIndent, `</${atom ? 'entry' : 'item'}>\n`);
  const pad = `${entryIndent}  `;
  const t = (name: string) => tag(pad, name);
  const [id, title, description, link, imageLink, additionalImageLink, identifierExists] = [
    'g:id', 'title', atom ? 'summary' : 'description', 'link', 'g:image_link', 'g:additional_image_link', 'g:identifier_exists',
  ].map(t);
  const [brand, category, productType, material] = ['g:brand', 'g:google_product_category', 'g:product_type', 'g:material'].map((name) => repeatedLine(t(name)));
  const availabilityTag = t('g:availability');
  const availability = cachedLine((value: string) => joinedLine(availabilityTag, googleAvailability(value) ?? 'in_stock'));
  const condition = repeatedLine(t('g:condition'), (value) => value.trim().toLowerCase() || 'new');
  const [saleDate, gtin, mpn, shippingWeight] = ['g:sale_price_effective_date', 'g:gtin', 'g:mpn', 'g:shipping_weight'].map((name) => optionalLine(t(name)));
  const [price, salePrice] = ['g:price', 'g:sale_price'].map((name) => priceLine(t(name)));
  const customLabels = [0, 1, 2, 3, 4].map((n) => repeatedLine(t(`g:custom_label_${n}`)));
  // A vehicle's whole product_detail is the line of its value, the detail around the attribute_value element.
  const vehicle = (name: string) => {
    const inner = (element: string) => tag(`${pad}  `, element);
    const value = inner('g:attribute_value');
    const head = joined(pad, '<g:product_detail>\n', line(inner('g:section_name'), 'Vehicle fitment'), line(inner('g:attribute_name'), name));
    const tail = joined(pad, '</g:product_detail>\n');
    return repeatedLine({ open: joined(head, value.open), close: joined(value.close, tail), empty: joined(head, value.empty, tail) });
  };
  const [vehicleMake, vehicleModel, vehicleYear] = ['Make', 'Model', 'Year'].map(vehicle);
  const yes = joinedLine(identifierExists, 'yes');
  const no = joinedLine(identifierExists, 'no');
  // The required elements as one template, the constant text between values joined once here.
  const between = (from: Tag, to: Tag) => joined(from.close, to.open);
  const openId = joined(open, id.open);
  const [idTitle, titleDescription] = [between(id, title), between(title, description)];
  const descriptionLink = atom ? joined(description.close, pad, '<link href="') : between(description, link);
  const linkImage = atom ? joined('"/>\n', imageLink.open) : between(link, imageLink);
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
    return openId + feedId + idTitle + titleText + titleDescription + descriptionText + descriptionLink + linkText + linkImage + imageText + imageLink.close;
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
    xml += availability(p.availability ?? 'in stock');
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
