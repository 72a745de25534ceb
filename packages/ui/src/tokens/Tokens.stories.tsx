import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import {
  accentColors,
  breakpoints,
  inkColors,
  lightColors,
  tokenValues,
  vars,
} from './theme.css.ts';

/** WCAG relative luminance of a `#RRGGBB` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

type Colors = Record<keyof typeof lightColors, string>;

const textPairs: Array<[keyof Colors, keyof Colors]> = [
  ['text', 'page'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'page'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['textMuted', 'surfaceAccent'],
  ['accent', 'page'],
  ['accent', 'surface'],
  ['accent', 'surfaceMuted'],
  ['accent', 'surfaceAccent'],
  ['onAction', 'action'],
  ['onAction', 'actionHover'],
  ['danger', 'dangerSurface'],
  ['danger', 'surface'],
  ['success', 'surface'],
  ['borderStrong', 'surface'],
  ['borderStrong', 'surfaceMuted'],
];

function ContrastTable({ name, colors }: { name: string; colors: Colors }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', marginBottom: '2rem' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '0.5rem 0' }}>{name}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>
            Paire
          </th>
          <th scope="col" style={{ textAlign: 'left' }}>
            Exemple
          </th>
          <th scope="col" style={{ textAlign: 'right' }}>
            Contraste
          </th>
        </tr>
      </thead>
      <tbody>
        {textPairs
          .filter(
            ([foreground, background]) =>
              colors[foreground].startsWith('#') && colors[background].startsWith('#'),
          )
          .map(([foreground, background]) => {
            const ratio = contrast(colors[foreground], colors[background]);
            const needed = foreground === 'borderStrong' ? 3 : 4.5;
            return (
              <tr key={`${foreground}-${background}`} style={{ borderTop: '1px solid #E2D7C9' }}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 400, padding: '0.4rem 0' }}>
                  <code>
                    {foreground} / {background}
                  </code>
                </th>
                <td>
                  {foreground === 'borderStrong' ? (
                    <span
                      style={{
                        display: 'inline-block',
                        width: '10rem',
                        height: '2rem',
                        borderRadius: '0.375rem',
                        backgroundColor: colors[background],
                        border: `2px solid ${colors[foreground]}`,
                      }}
                    />
                  ) : (
                    <span
                      style={{
                        display: 'inline-block',
                        padding: '0.25rem 0.75rem',
                        borderRadius: '0.375rem',
                        color: colors[foreground],
                        backgroundColor: colors[background],
                      }}
                    >
                      Prendre Rendez-vous
                    </span>
                  )}
                </td>
                <td style={{ textAlign: 'right' }}>
                  {ratio.toFixed(2)} : 1 {ratio >= needed ? '✓ AA' : '✗'}
                </td>
              </tr>
            );
          })}
      </tbody>
    </table>
  );
}

function Swatches({ colors }: { colors: Colors }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: '0.75rem',
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(colors).map(([name, value]) => (
        <li
          key={name}
          style={{
            border: '1px solid #E2D7C9',
            borderRadius: '0.75rem',
            overflow: 'hidden',
            background: '#fff',
          }}
        >
          <div style={{ height: '3.5rem', background: value }} />
          <p style={{ padding: '0.5rem', fontSize: '0.8125rem' }}>
            <strong>{name}</strong>
            <br />
            <code>{value}</code>
          </p>
        </li>
      ))}
    </ul>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', gap: '1.5rem', color: vars.color.text }}
    >
      {children}
    </div>
  );
}

/**
 * Les jetons de design : couleurs et contrastes, tailles de texte et interlignes, espacements,
 * rayons et ombres.
 */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Les trois jeux de couleurs (clair, bandeau teal, pied de page encre) et leurs contrastes. */
export const Colours: Story = {
  name: 'Couleurs',
  render: () => (
    <Page>
      <h2>Couleurs : clair</h2>
      <Swatches colors={lightColors} />
      <ContrastTable name="Contrastes : clair" colors={lightColors} />
      <h2>Couleurs : bandeau teal</h2>
      <ContrastTable name="Contrastes : bandeau teal" colors={accentColors} />
      <h2>Couleurs : pied de page encre</h2>
      <ContrastTable name="Contrastes : encre" colors={inkColors} />
    </Page>
  ),
};

// Headings use the serif at a tight line height; body sizes use Inter at the normal one.
function lineHeightOf(
  size: keyof typeof tokenValues.fontSize,
): keyof typeof tokenValues.lineHeight {
  if (size === '4xl' || size === '3xl') return 'tight';
  return size.includes('xl') ? 'snug' : 'normal';
}

/** Chaque taille de l’échelle avec sa valeur, son interligne et sa police, puis les interlignes. */
export const Typography: Story = {
  name: 'Typographie',
  render: () => (
    <Page>
      <h2>Tailles de texte</h2>
      {(Object.keys(tokenValues.fontSize) as Array<keyof typeof tokenValues.fontSize>)
        .slice()
        .reverse()
        .map((size) => {
          const lineHeight = lineHeightOf(size);
          return (
            <div
              key={size}
              style={{
                display: 'grid',
                gridTemplateColumns: '14rem 1fr',
                alignItems: 'baseline',
                gap: '1rem',
              }}
            >
              <p style={{ fontSize: '0.8125rem', lineHeight: 1.4 }}>
                <code>{size}</code> · <code>{tokenValues.fontSize[size]}</code>
                <br />
                interligne <code>{lineHeight}</code> ({tokenValues.lineHeight[lineHeight]}),{' '}
                {size.includes('xl') ? 'Cormorant Garamond' : 'Inter'}
              </p>
              <p
                style={{
                  fontSize: vars.fontSize[size],
                  fontFamily: size.includes('xl') ? vars.font.heading : vars.font.body,
                  fontWeight: size.includes('xl') ? 600 : 400,
                  lineHeight: vars.lineHeight[lineHeight],
                }}
              >
                Épilation laser définitive, près de Lyon
              </p>
            </div>
          );
        })}
      <h2>Interlignes</h2>
      {(Object.keys(tokenValues.lineHeight) as Array<keyof typeof tokenValues.lineHeight>).map(
        (name) => (
          <div
            key={name}
            style={{ display: 'grid', gridTemplateColumns: '14rem 1fr', gap: '1rem' }}
          >
            <p style={{ fontSize: '0.8125rem' }}>
              <code>{name}</code> · <code>{tokenValues.lineHeight[name]}</code>
            </p>
            <p style={{ lineHeight: vars.lineHeight[name], maxWidth: '32rem' }}>
              Une consultation préalable permet d’adapter le traitement à votre peau et à vos
              attentes, sur deux lignes au moins.
            </p>
          </div>
        ),
      )}
    </Page>
  ),
};

/** Les espacements, les rayons d’angle et les ombres. */
export const SpacingRadiiShadows: Story = {
  name: 'Espacements, rayons et ombres',
  render: () => (
    <Page>
      <h2>Espacements</h2>
      <ul style={{ padding: 0, listStyle: 'none', display: 'grid', gap: '0.5rem' }}>
        {Object.entries(tokenValues.space).map(([name, value]) => (
          <li
            key={name}
            style={{ display: 'grid', gridTemplateColumns: '6rem 1fr', alignItems: 'center' }}
          >
            <code>{name}</code>
            <span
              style={{
                display: 'block',
                height: '0.75rem',
                width: value,
                minWidth: '1px',
                background: '#1E5E5A',
                borderRadius: '2px',
              }}
            />
          </li>
        ))}
      </ul>
      <h2>Rayons et ombres</h2>
      <ul
        style={{ padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '1.5rem' }}
      >
        {Object.entries(tokenValues.radius).map(([name, value]) => (
          <li
            key={name}
            style={{
              width: '7rem',
              height: '5rem',
              borderRadius: value,
              background: '#fff',
              border: '1px solid #8C7D70',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <code>radius.{name}</code>
          </li>
        ))}
        {Object.entries(tokenValues.shadow).map(([name, value]) => (
          <li
            key={name}
            style={{
              width: '7rem',
              height: '5rem',
              borderRadius: '0.75rem',
              background: '#fff',
              boxShadow: value,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <code>shadow.{name}</code>
          </li>
        ))}
      </ul>
      <h2>Points de rupture et mouvement</h2>
      <p>
        <code>{JSON.stringify(breakpoints)}</code> px
      </p>
      <p>
        <code>{JSON.stringify(tokenValues.motion)}</code> — durées ramenées à zéro sous «
        prefers-reduced-motion: reduce ».
      </p>
    </Page>
  ),
};
