/**
 * Before the catalog's tests: the articles as the Markdown files say today, so `npm run test -w
 * @clinique/catalog` (or `npx vitest run`) right after an article's edit tests that edit, not the
 * articles of the last `npm run catalog:generate`.
 */
import { generateArticles } from '../scripts/generate-articles.ts';

export default function setup() {
  generateArticles();
}
