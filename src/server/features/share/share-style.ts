import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { categories } from '#shared/categories.ts';
import { appRoot } from '#server/app-root.ts';

const base = readFileSync(new URL('src/server/features/share/share-page.css', appRoot), 'utf8');
// Category colours as classes: the policy allows no inline style attributes.
const categoryRules = categories.map((c) => `.cat-${c.id}{--cat:${c.color}}`).join('\n');

export const shareStyle = `${base}\n${categoryRules}\n`;
/** Named by its content, so it is cached for good and a change reaches browsers at once. */
export const shareStylePath = `/share/page.${createHash('sha256').update(shareStyle).digest('hex').slice(0, 12)}.css`;
