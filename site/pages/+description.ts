import type { PageContext } from 'vike/types';
import { seoOf } from '../src/page-data.ts';

export default function description(pageContext: PageContext): string | undefined {
  return seoOf(pageContext)?.description;
}
