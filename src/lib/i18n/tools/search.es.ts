/** The site search's words in Spanish (the English catalog, ./search.en.ts, gives the keys). */
import type { SearchText } from './search.en';

export const SEARCH_TEXT_ES: SearchText = {
  label: 'Buscar en el sitio',
  placeholder: 'p. ej., tasa de factor, Texas',
  submit: 'Buscar',
  kinds: {
    guide: 'Guías',
    article: 'Artículos',
    tool: 'Herramientas',
    law: 'Leyes estatales',
    place: 'Financiamiento por estado',
    glossary: 'Glosario',
    faq: 'Preguntas frecuentes',
    page: 'Sobre el sitio',
  },
  loading: 'Cargando la búsqueda…',
  found: (count, query) => `${count} ${count === 1 ? 'resultado' : 'resultados'} para “${query}”.`,
  none: (query) => `Nada en el sitio coincide con “${query}”. Pruebe una palabra más corta o vea las páginas de abajo.`,
  failed: 'No se pudo cargar la búsqueda. Pulse Buscar para abrir la página de búsqueda.',
};
