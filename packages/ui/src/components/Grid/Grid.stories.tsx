import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { Grid } from './Grid.tsx';

const items = [
  'Épilation laser',
  'HydraFacial',
  'Cryolipolyse',
  'Morpheus 8',
  'Détatouage',
  'Laser CO2',
];

const seven = [...items, 'Mésothérapie'];

/** Number of items on each row, from their top offsets. */
function rows(canvasElement: HTMLElement): number[] {
  const counts = new Map<number, number>();
  for (const item of canvasElement.querySelectorAll('li')) {
    const top = Math.round(item.getBoundingClientRect().top);
    counts.set(top, (counts.get(top) ?? 0) + 1);
  }
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

/**
 * The last row's items against the first row's: the room left of the first and right of the last
 * (within the list), and the items' widths (a centred row keeps the width of the others).
 */
function lastRow(canvasElement: HTMLElement, count: number) {
  const items = [...canvasElement.querySelectorAll('li')].map((item) =>
    item.getBoundingClientRect(),
  );
  const list = canvasElement.querySelector('ul')?.getBoundingClientRect();
  const row = items.slice(-count);
  const first = row[0];
  const last = row.at(-1);
  if (!first || !last || !list || !items[0]) throw new Error('grid missing');
  return {
    left: first.left - list.left,
    right: list.right - last.right,
    widths: row.map((item) => Math.round(item.width)),
    width: Math.round(items[0].width),
  };
}

const cards = (names: readonly string[]) =>
  names.map((item) => (
    <Card as="li" key={item}>
      <p>{item}</p>
    </Card>
  ));

/**
 * La grille de mise en page du site, d’une à quatre colonnes, dont la dernière rangée reste
 * équilibrée.
 */
const meta = {
  title: 'Components/Layout/Grid',
  component: Grid,
  args: {
    as: 'ul',
    children: items.map((item) => (
      <Card as="li" key={item}>
        <p>{item}</p>
      </Card>
    )),
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Auto: Story = { name: 'Automatique' };
export const TwoColumns: Story = { name: 'Deux colonnes', args: { columns: 2 } };
export const ThreeColumns: Story = { name: 'Trois colonnes', args: { columns: 3 } };
export const FourColumns: Story = { name: 'Quatre colonnes', args: { columns: 4, gap: 'sm' } };
export const NarrowItems: Story = { name: 'Éléments étroits', args: { minItemWidth: '10rem' } };
export const OnPhone: Story = {
  name: 'Sur téléphone',
  args: { columns: 3 },
  globals: { viewport: { value: 'phone' } },
};

/**
 * Sept cartes demandées sur trois colonnes&nbsp;: à 1280&nbsp;px, quatre puis trois, la dernière
 * rangée centrée (pas d’orpheline).
 */
export const BalancedSeven: Story = {
  name: 'Sept cartes équilibrées',
  args: { columns: 3, balance: true, children: cards(seven) },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([4, 3]);
    const { left, right, widths, width } = lastRow(canvasElement, 3);
    await expect(widths).toEqual([width, width, width]);
    await expect(left).toBeGreaterThan(1);
    await expect(Math.abs(left - right)).toBeLessThan(2);
  },
};

/** Cinq cartes sur trois colonnes&nbsp;: trois puis deux, les deux centrées. */
export const BalancedFive: Story = {
  name: 'Cinq cartes équilibrées',
  args: { columns: 3, balance: true, children: cards(items.slice(0, 5)) },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([3, 2]);
    const { left, right } = lastRow(canvasElement, 2);
    await expect(Math.abs(left - right)).toBeLessThan(2);
  },
};

export const BalancedOnPhone: Story = {
  name: 'Équilibrée sur téléphone',
  args: { columns: 3, balance: true, children: cards(seven) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  },
};
