import type { Meta, StoryObj } from '@storybook/react-vite';
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

const meta = {
  title: 'Layout/Grid',
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

export const Auto: Story = {};
export const TwoColumns: Story = { args: { columns: 2 } };
export const ThreeColumns: Story = { args: { columns: 3 } };
export const FourColumns: Story = { args: { columns: 4, gap: 'sm' } };
export const NarrowItems: Story = { args: { minItemWidth: '10rem' } };
export const OnPhone: Story = { args: { columns: 3 }, globals: { viewport: { value: 'phone' } } };
