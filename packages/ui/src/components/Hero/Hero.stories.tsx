import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  bookingUrl,
  containing,
  images,
  interfaceText,
  layout,
  longFrenchText,
  longWords,
  onSmallPhone,
  priceSection,
  sessionsHero,
  sessionsTable,
  twoImageHero,
} from '../../fixtures.ts';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb.tsx';
import { Button } from '../Button/Button.tsx';
import { PricePanel } from '../PricePanel/PricePanel.tsx';
import { Hero } from './Hero.tsx';

/**
 * Le haut d’une page : titre, accroche, boutons, images et, selon la page, le panneau des tarifs.
 */
const meta = {
  title: 'Components/Layout/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'accueil',
    badge: 'Centre agréé de médecine laser',
    title: 'Médecin esthétique, spécialiste en médecine laser',
    subtitle: 'Centre de Médecine Laser',
    intro:
      'Épilation laser définitive, rajeunissement de la peau et traitements personnalisés, réalisés par un médecin dans un cadre médical sécurisé, près de Lyon.',
    images: [images.heroHome],
    highlights: [
      { value: '10+', label: 'ans d’expertise' },
      { value: '100%', label: 'médical et sécurisé' },
    ],
    actions: (
      <>
        <Button href={bookingUrl} size="lg">
          {layout.bookingLabel}
        </Button>
        <Button href="#services" variant="outline" size="lg">
          Découvrir nos soins
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { name: 'Accueil' };
export const HomeOnPhone: Story = {
  name: 'Accueil sur téléphone',
  globals: { viewport: { value: 'phone' } },
};

/** La page d’un soin dont le haut montre deux images&nbsp;: fil d’Ariane et deux images. */
export const TwoImagesWithBreadcrumb: Story = {
  name: 'Deux images et fil d’Ariane',
  args: {
    id: undefined,
    badge: twoImageHero.badge,
    title: twoImageHero.title,
    subtitle: twoImageHero.subtitle,
    images: twoImageHero.images,
    highlights: [],
    breadcrumb: (
      <Breadcrumb
        label={layout.breadcrumbLabel}
        items={[{ label: layout.homeLabel, href: '/' }, { label: twoImageHero.name }]}
      />
    ),
  },
};

/** À propos: an upright illustration shown whole (4:5 frame), never cropped to landscape. */
const portrait = {
  src: '/images/hero/a-propos.svg',
  alt: 'Illustration abstraite : cabinet médical lumineux aux formes douces',
  orientation: 'portrait',
} as const;

/**
 * The picture is drawn whole: its box has the picture's own proportions (so `object-fit: cover` cuts
 * nothing off), and no ancestor that clips its content (the hero's `overflow: hidden`) cuts the box.
 */
async function expectWholePortrait(canvasElement: HTMLElement) {
  const image = canvasElement.querySelector('img');
  if (!image) throw new Error('image missing');
  await image.decode();
  await expect(image.naturalHeight / image.naturalWidth).toBeCloseTo(800 / 640, 2);
  const box = image.getBoundingClientRect();
  await expect(box.height / box.width).toBeCloseTo(image.naturalHeight / image.naturalWidth, 2);
  for (let parent = image.parentElement; parent; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflow === 'visible') continue;
    const frame = parent.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(frame.top - 0.5);
    await expect(box.left).toBeGreaterThanOrEqual(frame.left - 0.5);
    await expect(box.bottom).toBeLessThanOrEqual(frame.bottom + 0.5);
    await expect(box.right).toBeLessThanOrEqual(frame.right + 0.5);
  }
}

export const PortraitImage: Story = {
  name: 'Image en portrait',
  args: { id: undefined, badge: 'À propos', images: [portrait], highlights: [] },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => expectWholePortrait(canvasElement),
};

export const PortraitImageOnPhone: Story = {
  ...PortraitImage,
  name: 'Image en portrait sur téléphone',
  globals: { viewport: { value: 'phone' } },
};

export const TextOnly: Story = {
  name: 'Texte seul',
  args: { images: [], highlights: [], subtitle: undefined, badge: 'Contact' },
};

/**
 * 404 et paiement confirmé&nbsp;: texte seul, centré, sur une colonne (pas de colonne vide à côté).
 */
export const TextOnlyCentred: Story = {
  name: 'Texte seul centré',
  args: {
    id: undefined,
    images: [],
    highlights: [],
    subtitle: undefined,
    badge: undefined,
    title: 'Paiement Confirmé !',
    intro: 'Vous recevrez dans quelques minutes un e-mail de confirmation avec votre bon cadeau.',
    align: 'center',
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const hero = canvasElement.querySelector('section')?.getBoundingClientRect();
    if (!hero) throw new Error('hero missing');
    const middle = (title.left + title.right) / 2;
    await expect(Math.abs(middle - (hero.left + hero.right) / 2)).toBeLessThan(2);
  },
};

export const LongFrenchTitle: Story = {
  name: 'Titre long',
  args: { title: longFrenchText, subtitle: longFrenchText },
  globals: { viewport: { value: 'phone' } },
};

/**
 * Page d’un soin&nbsp;: le panneau des tarifs sous le texte et l’image, sur toute la largeur une
 * fois ouvert. Sur téléphone, son bouton vient juste après le texte, avant l’image.
 */
export const WithPricePanel: Story = {
  name: 'Avec le panneau des tarifs',
  args: {
    id: undefined,
    badge: sessionsHero.badge,
    title: sessionsHero.title,
    subtitle: sessionsHero.subtitle,
    images: sessionsHero.images,
    panel: (
      <PricePanel section={priceSection} labels={interfaceText} variant="secondary" defaultOpen />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: sessionsTable.title })).toBeVisible();
  },
};

/**
 * Soins du corps&nbsp;: le bouton de rendez-vous et celui du panneau des tarifs, l’un sous l’autre,
 * de même hauteur.
 */
export const BookingAndPricePanel: Story = {
  name: 'Rendez-vous et tarifs',
  args: {
    id: undefined,
    badge: 'Soins du corps',
    title: 'Nos soins du corps',
    images: [images.heroHome],
    highlights: [],
    actions: <Button href={bookingUrl}>{layout.bookingLabel}</Button>,
    panel: <PricePanel section={priceSection} labels={interfaceText} variant="secondary" />,
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    const summary = canvasElement.querySelector('summary');
    if (!summary) throw new Error('summary missing');
    const booking = canvas.getByRole('link', { name: containing(layout.bookingLabel) });
    await expect(summary.getBoundingClientRect().height).toBe(
      booking.getBoundingClientRect().height,
    );
  },
};

export const WithPricePanelOnPhone: Story = {
  ...WithPricePanel,
  name: 'Avec le panneau des tarifs sur téléphone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const summary = canvasElement.querySelector('summary');
    const image = canvas.getByRole('img');
    if (!summary) throw new Error('summary missing');
    // The button follows the text and comes before the image.
    await expect(summary.getBoundingClientRect().top).toBeLessThan(
      image.getBoundingClientRect().top,
    );
  },
};

/** Des mots longs dans le titre et l’accroche, sur petit téléphone&nbsp;: ils passent à la ligne. */
export const LongWordsOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: { title: longWords, subtitle: longWords, badge: longWords },
  globals: onSmallPhone,
};

export const WithPricePanelOnSmallPhone: Story = {
  ...WithPricePanelOnPhone,
  name: 'Avec le panneau des tarifs, à 320 px',
  globals: onSmallPhone,
};
