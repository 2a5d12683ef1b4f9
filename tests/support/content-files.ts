/** Reads content/ the way an editor sees it: file names and frontmatter flags. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFrontmatter } from '@/lib/content/frontmatter';

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
      const data = readFrontmatter(readFileSync(join(CONTENT, dir, name), 'utf8'));
      return { slug: name.replace(/\.mdx?$/, ''), draft: data.draft === true, title: String(data.title ?? '') };
    });
}
