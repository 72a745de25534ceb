import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  bookingUrl,
  images,
  layout,
  longFrenchText,
  priceLabels,
  priceSection,
  sessionsTable,
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

export const Home: Story = {};
export const HomeOnPhone: Story = { globals: { viewport: { value: 'phone' } } };

/** LED page: breadcrumb and two images. */
export const TwoImagesWithBreadcrumb: Story = {
  args: {
    id: undefined,
    badge: 'Photobiomodulation',
    title: 'LED Miltaderm',
    subtitle: 'Quatre technologies de lumière combinées',
    images: [images.led, images.ledDevice],
    highlights: [],
    breadcrumb: (
      <Breadcrumb
        label={layout.breadcrumbLabel}
        items={[{ label: layout.homeLabel, href: '/' }, { label: 'LED Miltaderm' }]}
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
  args: { id: undefined, badge: 'À propos', images: [portrait], highlights: [] },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => expectWholePortrait(canvasElement),
};

export const PortraitImageOnPhone: Story = {
  ...PortraitImage,
  globals: { viewport: { value: 'phone' } },
};

export const TextOnly: Story = {
  args: { images: [], highlights: [], subtitle: undefined, badge: 'Contact' },
};

/** 404 and payment confirmed: text only, centred, one column (no empty column beside it). */
export const TextOnlyCentred: Story = {
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
  args: { title: longFrenchText, subtitle: longFrenchText },
  globals: { viewport: { value: 'phone' } },
};

/**
 * Treatment page: the price panel under the text and the image, across the whole width once open.
 * On a phone its button comes right after the text, before the image.
 */
export const WithPricePanel: Story = {
  args: {
    id: undefined,
    badge: 'Radiofréquence microneedling',
    title: 'Morpheus 8',
    subtitle: 'Raffermir et lisser la peau du visage et du corps',
    images: [images.morpheus8],
    panel: (
      <PricePanel section={priceSection} labels={priceLabels} variant="secondary" defaultOpen />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: sessionsTable.title })).toBeVisible();
  },
};

/** Soins du corps: the booking button and the price panel's button, stacked, of the same height. */
export const BookingAndPricePanel: Story = {
  args: {
    id: undefined,
    badge: 'Soins du corps',
    title: 'Nos soins du corps',
    images: [images.heroHome],
    highlights: [],
    actions: <Button href={bookingUrl}>{layout.bookingLabel}</Button>,
    panel: <PricePanel section={priceSection} labels={priceLabels} variant="secondary" />,
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    const summary = canvasElement.querySelector('summary');
    if (!summary) throw new Error('summary missing');
    const booking = canvas.getByRole('link', { name: new RegExp(layout.bookingLabel) });
    await expect(summary.getBoundingClientRect().height).toBe(
      booking.getBoundingClientRect().height,
    );
  },
};

export const WithPricePanelOnPhone: Story = {
  ...WithPricePanel,
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
