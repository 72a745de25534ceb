import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { benefits, longFrenchText, longWords, onSmallPhone } from '../../fixtures.ts';
import { BenefitGrid } from './BenefitGrid.tsx';

/**
 * Les bénéfices d’un soin en grille : une icône, un titre et une phrase par bénéfice.
 */
const meta = {
  title: 'Components/Content/BenefitGrid',
  component: BenefitGrid,
  args: { items: benefits },
} satisfies Meta<typeof BenefitGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourBenefits: Story = {
  name: 'Quatre atouts',
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

/** «&nbsp;Pourquoi nous choisir&nbsp;»&nbsp;: un chiffre au-dessus de chaque titre. */
export const WhyChooseUs: Story = {
  name: 'Pourquoi nous choisir',
  args: {
    items: [
      { icon: 'award', value: '10+', title: 'ans d’expérience', description: 'En médecine laser.' },
      {
        icon: 'heart',
        value: '2\u202F000+',
        title: 'patients satisfaits',
        description: 'Accompagnés au centre.',
      },
      {
        icon: 'shield',
        value: '100 %',
        title: 'Sécurité maximale',
        description: 'Dispositifs médicaux.',
      },
      {
        icon: 'user',
        value: '1',
        title: 'Approche bienveillante',
        description: 'Écoute et suivi.',
      },
    ],
  },
};

/** Technologies ou types de lésions&nbsp;: pas d’icône. */
export const WithoutIcons: Story = {
  name: 'Sans icônes',
  args: {
    columns: 2,
    items: [
      { title: 'Lumière rouge', description: 'Stimule la production de collagène.' },
      {
        title: 'Infrarouge',
        description: 'Pénètre jusqu’à 7 cm.',
        details: ['Anti-inflammatoire', 'Récupération'],
      },
    ],
  },
};

/** Une seule colonne, quelle que soit la largeur (la carte des garanties de la page contact). */
export const OneColumn: Story = {
  name: 'Une colonne',
  args: { columns: 1, items: benefits.slice(0, 3) },
  play: async ({ canvasElement, args }) => {
    const items = [...canvasElement.querySelectorAll(':scope ul:not(ul ul) > li')];
    await expect(items).toHaveLength(args.items.length);
    const lefts = new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
  },
};

export const Muted: Story = {
  name: 'Fond atténué',
  args: { tone: 'muted', items: benefits.slice(0, 3) },
};

export const LongFrenchTextOnPhone: Story = {
  name: 'Texte long, sur téléphone',
  args: { items: [{ icon: 'sparkles', title: longFrenchText, description: longFrenchText }] },
  globals: { viewport: { value: 'phone' } },
};

export const Empty: Story = {
  name: 'Vide',
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

export const LongWordsOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: {
    items: [
      { icon: 'sparkles', value: '2\u202F000+', title: longWords, description: longWords },
      { title: longFrenchText, description: longWords, details: [longWords] },
    ],
  },
  globals: onSmallPhone,
};

/** Un seul atout&nbsp;: une carte, sans colonne vide à côté sur ordinateur. */
export const One: Story = { name: 'Un seul atout', args: { items: benefits.slice(0, 1) } };
