import { createVar, globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bareList } from '../../styles/layout.ts';
import { media, vars } from '../../tokens/theme.css.ts';

/** Set inline by `Grid`. */
export const minItemWidthProperty = '--grid-min-item';

const one = 'minmax(0, 1fr)';
const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

const gapVar = createVar();
const perRow = createVar();

/** For 2, 3 or 4 columns: how many per row from each width on (one below the first). */
const columnSteps = {
  2: { [media.md]: 2 },
  3: { [media.md]: 2, [media.lg]: 3 },
  4: { [media.sm]: 2, [media.lg]: 4 },
};

const stepped = (columns: keyof typeof columnSteps, rule: (count: number) => StyleRule) => ({
  '@media': Object.fromEntries(
    Object.entries(columnSteps[columns]).map(([query, count]) => [query, rule(count)]),
  ),
});

const tracks = (columns: keyof typeof columnSteps) => ({
  gridTemplateColumns: one,
  ...stepped(columns, (count) => ({ gridTemplateColumns: repeat(count) })),
});

const perRowIs = (count: number) => ({ vars: { [perRow]: String(count) } });

export const grid = recipe({
  base: { display: 'grid', ...bareList, gap: gapVar },
  variants: {
    gap: {
      sm: { vars: { [gapVar]: vars.space['3'] } },
      md: { vars: { [gapVar]: vars.space['5'] } },
      lg: { vars: { [gapVar]: vars.space['7'] } },
    },
    columns: {
      auto: {
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, var(${minItemWidthProperty}, 16rem)), 1fr))`,
      },
      2: tracks(2),
      3: tracks(3),
      4: tracks(4),
    },
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'start' },
      center: { alignItems: 'center' },
    },
  },
  defaultVariants: { gap: 'md', columns: 'auto', align: 'stretch' },
});

/** On wide screens, as many columns as leave no card alone on the last row (seven: four and three). */
export const balanced = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    vars: { [perRow]: '1' },
  },
  variants: {
    columns: {
      2: stepped(2, perRowIs),
      3: stepped(3, perRowIs),
      4: stepped(4, perRowIs),
    },
    wide: {
      2: { '@media': { [media.xl]: perRowIs(2) } },
      3: { '@media': { [media.xl]: perRowIs(3) } },
      4: { '@media': { [media.xl]: perRowIs(4) } },
    },
  },
});

export const balancedItems = style({});
globalStyle(`${balancedItems} > *`, {
  flex: `0 0 calc((100% - (${perRow} - 1) * ${gapVar}) / ${perRow})`,
  minWidth: 0,
});
