// `npm run new -- article "Title"` (or `guide`, `faq`): writes a new file with valid frontmatter
// and today's date, and prints its path. It never overwrites an existing file.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const KINDS = { article: 'blog', guide: 'guides', faq: 'faq' };

export function slugify(title) {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

const quote = (text) => JSON.stringify(text);

export function template(kind, title, today) {
  if (kind === 'faq') {
    return [
      `question: ${quote(title.endsWith('?') ? title : `${title}?`)}`,
      'answer: "Write the answer here in two to four plain sentences, without markdown."',
      'topic: "Basics"',
      'order: 99',
      `updatedDate: ${today}`,
      'draft: true',
      '',
    ].join('\n');
  }
  const lines = [
    '---',
    `title: ${quote(title.slice(0, 60))}`,
    'description: "Replace with one plain sentence of 50 to 160 characters saying what the reader will learn."',
  ];
  if (kind === 'article') lines.push('excerpt: "Replace with one or two sentences (50 to 200 characters) for the blog list and search."');
  lines.push(
    `publishDate: ${today}`,
    `updatedDate: ${today}`,
    '# At least two primary sources of the legal and numeric claims (statute, regulator, SBA SOP, court case): replace these.',
    'sources:',
    '  - title: "Regulation Z (Truth in Lending), Appendix J: annual percentage rate computations (CFPB)"',
    '    url: "https://www.consumerfinance.gov/rules-policy/regulations/1026/j/"',
    '  - title: "SBA SOP 50 10 8: Lender and Development Company Loan Programs"',
    '    url: "https://www.sba.gov/document/sop-50-10-lender-development-company-loan-programs"',
    'author: editorial-team',
    'tags: []',
    'related: []',
    'faq: []',
    'draft: true',
    '---',
    '',
    'Start with a short paragraph that says who this is for and what they will learn.',
    '',
    '## First section',
    '',
    'Write in short sentences. Take every figure from shared/facts.md.',
    '',
  );
  if (kind === 'article') lines.push('<CalculatorLink />', '');
  return lines.join('\n');
}

export function createEntry({ kind, title, root = process.cwd(), today = new Date().toISOString().slice(0, 10) }) {
  const dir = KINDS[kind];
  if (!dir) throw new Error(`Unknown kind "${kind}". Use one of: ${Object.keys(KINDS).join(', ')}.`);
  if (!title || !title.trim()) throw new Error('Give a title, e.g. npm run new -- article "What a renewal costs"');
  const slug = slugify(title);
  if (!slug) throw new Error('The title needs at least one letter or digit.');
  const file = join(root, 'content', dir, `${slug}.${kind === 'faq' ? 'yaml' : 'mdx'}`);
  if (existsSync(file)) throw new Error(`${relative(root, file)} already exists: choose another title.`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, template(kind, title.trim(), today));
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [kind, ...words] = process.argv.slice(2);
  try {
    const file = createEntry({ kind, title: words.join(' ') });
    console.log(relative(process.cwd(), file));
    console.log('It is a draft: it shows in `npm run dev` only. Set draft: false to publish.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
