import { successSeo } from '../../src/seo/page-seo.ts';

export function data() {
  return { seo: successSeo() };
}
