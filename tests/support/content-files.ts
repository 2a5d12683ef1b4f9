/** Reads content/ the way an editor sees it: file names and frontmatter flags. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const CONTENT = join(process.cwd(), 'content');

export interface ContentFile {
  slug: string;
  draft: boolean;
  title: string;
}

export function contentFiles(dir: 'guides' | 'blog' | 'pages'): ContentFile[] {
  return readdirSync(join(CONTENT, dir))
    .filter((name) => /^[^_].*\.mdx?$/.test(name))
    .map((name) => {
      const source = readFileSync(join(CONTENT, dir, name), 'utf8');
      const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
      return {
        slug: name.replace(/\.mdx?$/, ''),
        draft: /^draft:\s*true\s*$/m.test(front),
        title: (/^title:\s*["']?(.*?)["']?\s*$/m.exec(front)?.[1] ?? '').replace(/\\"/g, '"'),
      };
    });
}
