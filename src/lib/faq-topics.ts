/** The groups /faq lists its questions under, in display order. */
export const FAQ_TOPICS = [
  'Basics',
  'Costs and APR',
  'Qualifying',
  'Contracts and rights',
  'State laws',
  'Alternatives',
  'About this site',
] as const;

export type FaqTopic = (typeof FAQ_TOPICS)[number];
