import type { FieldKey } from './fields';

/**
 * The calculator's help tips, in a module of their own so the offer tools (which share FIELDS' limits but
 * have help texts of their own) do not ship these strings in their first-load JavaScript.
 */
export const FIELD_HELP: Readonly<Record<FieldKey, string>> = {
  advance: 'The lump sum the funder pays you. If the funder withholds a fee from it, you receive less but still repay the full payback.',
  factor: 'What you repay for each dollar advanced. A factor of 1.25 means $1.25 back for every $1. Typical offers run from 1.1 to 1.5.',
  holdback: 'The share of your daily sales or deposits the funder takes until the payback is reached. Typical holdbacks run from 5% to 20%.',
  monthlyRevenue: 'Your average monthly card sales or deposits. We assume 22 business days a month, so daily revenue is this amount divided by 22.',
};
