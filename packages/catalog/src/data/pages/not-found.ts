/** The 404 page, in English as the specification says, with a link back home. */
import type { DataFile } from '../../schemas/data-file.ts';
import type { NotFoundPage } from '../../schemas/pages.ts';

export default {
  title: '404 – Page not found',
  text: 'The page you are looking for does not exist or has been moved.',
  homeLabel: 'Back to home',
  errorTitle: 'Unexpected Application Error!',
  meta: {
    title: '404 – Page not found',
    description: 'The page you are looking for does not exist or has been moved.',
    keywords: ['404', 'page not found', 'error', 'laser clinic'],
    path: '/404',
    image: {
      src: '/images/brand/og-default.svg',
      alt: 'Centre de Médecine Laser, près de Lyon',
    },
  },
} satisfies DataFile<typeof NotFoundPage>;
