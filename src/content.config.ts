import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { buildEnv } from './config/env/load.ts';

// Each build is for one dealer (DEALER_SLUG); its Markdown lives in dealers/<slug>/. Without a
// dealer (astro check) the collections read an empty folder name and stay empty.
const dealerDir = `${buildEnv().DEALERS_DIR}/${buildEnv().DEALER_SLUG ?? '.none'}`;

/** Content pages: dealers/<slug>/pages/<page>.md, first line "# Title". */
const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: `${dealerDir}/pages` }),
});

/** Blog posts: dealers/<slug>/blog/<post>.md with front matter. */
const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: `${dealerDir}/blog` }),
  schema: z.object({
    /** Post title. */
    title: z.string().min(3),
    /** Publication date, YYYY-MM-DD. */
    date: z.coerce.date(),
    /** "vehicle-reviews" posts also appear under /blog/vehicle-reviews. */
    category: z.enum(['news', 'vehicle-reviews', 'ownership']),
    /** One or two sentences for the list. */
    summary: z.string().min(10),
    /** Author shown under the title. */
    author: z.string().optional(),
  }),
});

export const collections = { pages, blog };
