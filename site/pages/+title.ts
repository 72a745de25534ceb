import type { PageContext } from 'vike/types';
import { seoOf } from '../src/page-data.ts';

export default function title(pageContext: PageContext): string | undefined {
  return seoOf(pageContext)?.title;
}
