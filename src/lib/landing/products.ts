/**
 * The other products a landing page can point an industry to (content/industries/*.yaml `otherProducts`),
 * each with its name and the guide that covers it. One table, so the schema's list and the links agree.
 */
import { guideUrl } from '../content/urls';

export const OTHER_PRODUCTS = {
  'invoice-factoring': { name: 'Invoice factoring', guide: 'invoice-factoring' },
  'equipment-financing': { name: 'Equipment financing', guide: 'equipment-financing' },
  'line-of-credit': { name: 'A business line of credit', guide: 'business-lines-of-credit' },
  'sba-7a': { name: 'An SBA 7(a) loan', guide: 'sba-loans' },
  'sba-504': { name: 'An SBA 504 loan', guide: 'sba-loans' },
  microloan: { name: 'An SBA microloan', guide: 'sba-loans' },
} as const;

export type OtherProduct = keyof typeof OTHER_PRODUCTS;
export const OTHER_PRODUCT_IDS = Object.keys(OTHER_PRODUCTS) as [OtherProduct, ...OtherProduct[]];

export const otherProductLink = (id: OtherProduct): { name: string; href: string } => ({
  name: OTHER_PRODUCTS[id].name,
  href: guideUrl(OTHER_PRODUCTS[id].guide),
});
