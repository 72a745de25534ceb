import { contactThanksSeo } from '../../../src/seo/page-seo.ts';

export function data() {
  return { seo: contactThanksSeo() };
}
