import type { APIContext } from 'astro';
import { articleFeed } from '@/data/article-feed';

export const GET = (context: APIContext) => articleFeed(context, 'en');
