import { escapeXmlText, FeedFormat, googleAvailability, googlePrice, line, tag } from '../export/feed';

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

const VEHICLE_FIELDS = [
  ['vehicle_make', 'Make'],
  ['vehicle_model', 'Model'],
  ['vehicle_year', 'Year'],
] as const;

const escapeAttribute = (value: string) => escapeXmlText(value).replace(/"/g, '&quot;');

/**
 * One product of the Google Merchant Center primary feed as a string template, laid out as xmlbuilder2
 * pretty-prints it (a test builds the same entries with xmlbuilder2 and compares). Every attribute the
 * product has is sent; identifier_exists is no only without a GTIN and without a brand + MPN pair.
 * Vehicle fitment goes in product_detail (section "Vehicle fitment"), the attribute Google's product
 * data specification offers for technical details; it has none of its own for parts.
 */
export function productEntryRenderer(format: FeedFormat, entryIndent: string): (product: FeedProduct) => string {
  const atom = format === 'atom';
  const open = `${entryIndent}<${atom ? 'entry' : 'item'}>\n`;
  const close = `${entryIndent}</${atom ? 'entry' : 'item'}>\n`;
  const pad = `${entryIndent}  `;
  const t = (name: string) => tag(pad, name);
  const el = Object.fromEntries(
    [
      'g:id', 'title', 'description', 'summary', 'link', 'g:image_link', 'g:additional_image_link', 'g:availability', 'g:price', 'g:sale_price',
      'g:sale_price_effective_date', 'g:condition', 'g:brand', 'g:gtin', 'g:mpn', 'g:identifier_exists', 'g:google_product_category',
      'g:product_type', 'g:shipping_weight', 'g:material', 'g:custom_label_0', 'g:custom_label_1', 'g:custom_label_2', 'g:custom_label_3', 'g:custom_label_4',
    ].map((name) => [name, t(name)]),
  );
  const detail = { open: `${pad}<g:product_detail>\n`, close: `${pad}</g:product_detail>\n`, inner: (name: string) => tag(`${pad}  `, name) };
  const optional = (name: string, value: string | null | undefined) => (value && value.trim() ? line(el[name], escapeXmlText(value.trim())) : '');

  return (p) => {
    let xml = open + line(el['g:id'], escapeXmlText(p.feed_id)) + line(el.title, escapeXmlText(p.title));
    xml += atom ? line(el.summary, escapeXmlText(p.description)) : line(el.description, escapeXmlText(p.description));
    xml += atom ? `${pad}<link href="${escapeAttribute(p.link)}"/>\n` : line(el.link, escapeXmlText(p.link));
    xml += line(el['g:image_link'], escapeXmlText(p.image_link));
    for (const extra of (p.additional_image_link ?? '').split(',').map((l) => l.trim()).filter(Boolean)) xml += line(el['g:additional_image_link'], escapeXmlText(extra));
    xml += optional('g:availability', googleAvailability(p.availability ?? 'in stock') ?? 'in_stock');
    xml += optional('g:price', googlePrice(p.price));
    xml += optional('g:sale_price', p.sale_price === null ? null : googlePrice(p.sale_price));
    xml += optional('g:sale_price_effective_date', p.sale_price_effective_date);
    xml += optional('g:condition', p.condition?.trim().toLowerCase() || 'new');
    xml += optional('g:brand', p.brand) + optional('g:gtin', p.gtin) + optional('g:mpn', p.mpn);
    const identified = Boolean(p.gtin?.trim()) || (Boolean(p.brand?.trim()) && Boolean(p.mpn?.trim()));
    xml += line(el['g:identifier_exists'], identified ? 'yes' : 'no');
    xml += optional('g:google_product_category', p.google_product_category) + optional('g:product_type', p.product_type);
    xml += optional('g:shipping_weight', p.shipping_weight) + optional('g:material', p.material);
    p.custom_labels.forEach((label, n) => (xml += optional(`g:custom_label_${n}`, label)));
    for (const [field, name] of VEHICLE_FIELDS) {
      const value = p[field]?.trim();
      if (!value) continue;
      xml +=
        detail.open +
        line(detail.inner('g:section_name'), 'Vehicle fitment') +
        line(detail.inner('g:attribute_name'), name) +
        line(detail.inner('g:attribute_value'), escapeXmlText(value)) +
        detail.close;
    }
    return xml + close;
  };
}
