import { homeSeo } from '../../src/seo/page-seo.ts';

export function data() {
  return { seo: homeSeo() };
}
