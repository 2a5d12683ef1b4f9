/** The groups /faq lists its questions under, in display order. */
export const FAQ_TOPICS = ['Basics', 'Costs and APR', 'Qualifying', 'Contracts and rights', 'State laws', 'Alternatives', 'About this site'] as const;

export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** The id of a topic's section on /faq, e.g. "Costs and APR" → "costs-and-apr". */
export const faqTopicAnchor = (topic: string): string => topic.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Each topic's Spanish heading and its own ASCII anchor on /es/preguntas-frecuentes. */
export const FAQ_TOPICS_ES: Readonly<Record<FaqTopic, { label: string; anchor: string }>> = {
  Basics: { label: 'Lo básico', anchor: 'lo-basico' },
  'Costs and APR': { label: 'Costos y APR', anchor: 'costos-y-apr' },
  Qualifying: { label: 'Requisitos', anchor: 'requisitos' },
  'Contracts and rights': { label: 'Contratos y derechos', anchor: 'contratos-y-derechos' },
  'State laws': { label: 'Leyes estatales', anchor: 'leyes-estatales' },
  Alternatives: { label: 'Alternativas', anchor: 'alternativas' },
  'About this site': { label: 'Sobre este sitio', anchor: 'sobre-este-sitio' },
};
