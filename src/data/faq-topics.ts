/** The groups /faq lists its questions under, in display order. */
export const FAQ_TOPICS = ['Basics', 'Costs and APR', 'Qualifying', 'Contracts and rights', 'State laws', 'Alternatives', 'About this site'] as const;

export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** The id of a topic's section on /faq, e.g. "Costs and APR" → "costs-and-apr". */
export const faqTopicAnchor = (topic: string): string => topic.toLowerCase().replace(/[^a-z0-9]+/g, '-');
