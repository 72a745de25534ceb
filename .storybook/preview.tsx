/**
 * Every story renders with the site's global styles and fonts, on the page background, and is checked
 * by axe: an accessibility violation fails the story test (`a11y.test: 'error'`); at a phone's width,
 * by `fitsThePhoneScreen` too.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import '../packages/ui/src/fonts.ts';
import '../packages/ui/src/global.css.ts';
import { fitsThePhoneScreen } from './fits-the-screen.ts';

/** Widths a story can ask for with `parameters.width`: a card in a grid, a reading column. */
const widths: Record<string, string> = { card: '26rem', column: '48rem' };

const withWidth: Decorator = (Story, { parameters }) => {
  const width = typeof parameters.width === 'string' ? widths[parameters.width] : undefined;
  return width ? <div style={{ maxWidth: width }}>{Story()}</div> : Story();
};

/**
 * The story tests render a story in a bare page, without the 1rem the padded layout gives it in
 * Storybook: given back there, so that a phone's story is checked at the width a designer sees.
 */
const withPaddedLayout: Decorator = (Story, { parameters }) =>
  (parameters.layout ?? 'padded') === 'padded' &&
  !document.body.classList.contains('sb-main-padded') ? (
    <div style={{ padding: '1rem' }}>{Story()}</div>
  ) : (
    Story()
  );

const viewport = (name: string, width: number, height: number, type: string) => ({
  name: `${name} (${width} px)`,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

const preview: Preview = {
  decorators: [withWidth, withPaddedLayout],
  afterEach: fitsThePhoneScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
    viewport: {
      options: {
        // The narrowest phone the site is drawn for: long French words and names must fit.
        small: viewport('Petit téléphone', 320, 640, 'mobile'),
        phone: viewport('Téléphone', 375, 740, 'mobile'),
        tablet: viewport('Tablette', 768, 1024, 'tablet'),
        desktop: viewport('Ordinateur', 1280, 800, 'desktop'),
      },
    },
    backgrounds: {
      options: {
        page: { name: 'Page', value: '#FAF7F2' },
        sand: { name: 'Sable', value: '#EFE6DA' },
        white: { name: 'Blanc', value: '#FFFFFF' },
      },
    },
    docs: { toc: true },
    options: {
      // Introduction, then the foundations, the components by family, and whole patterns and pages.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Tokens', ['Colours', 'Typography', 'Spacing Radii Shadows'], 'Icon', '*'],
          'Components',
          [
            'Actions',
            'Forms',
            'Navigation',
            'Layout',
            'Content',
            'Prices',
            'Treatments',
            'Blog',
            'Feedback',
            'Desk',
          ],
          'Patterns and pages',
          ['Real content', 'E-mails', 'Voucher PDF'],
        ],
      },
    },
  },
  initialGlobals: {
    backgrounds: { value: 'page' },
  },
};

export default preview;
