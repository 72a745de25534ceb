import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './Icon.tsx';
import { iconPaths, type AnyIconName } from './paths.ts';

const names = Object.keys(iconPaths) as AnyIconName[];

/**
 * Les icônes du site (SVG en ligne), décoratives ou nommées pour les lecteurs d’écran.
 */
const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'sparkles', size: '2rem' },
  argTypes: { name: { control: 'select', options: names } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = { name: 'Une icône' };

/**
 * Toutes les icônes que dessine le kit (celles du catalogue d’abord, puis celles de l’interface).
 */
export const All: Story = {
  name: 'Toutes les icônes',
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
        color: '#1E5E5A',
      }}
    >
      {names.map((name) => (
        <li
          key={name}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.25rem' }}
        >
          <Icon name={name} size="1.75rem" />
          <code style={{ color: '#2B2420', fontSize: '0.8rem' }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

export const FilledStar: Story = { name: 'Étoile pleine', args: { name: 'star', filled: true } };
