import { formatCents } from '@clinique/catalog/format';
import { deskVoucherPath } from '@clinique/catalog/desk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeskList } from './DeskList.tsx';
import { deskAnswers, deskText, listResult } from './fixtures.ts';
import { asShown, longName, onSmallPhone } from '../../fixtures.ts';

const labels = deskText.list;
const filter = { status: '', from: '2026-01-01', to: '2026-03-31', q: '', expiring: '' } as const;
const exportHrefs = {
  vouchers: '/api/desk/export.csv?from=2026-01-01&to=2026-03-31',
  uses: '/api/desk/uses.csv?from=2026-01-01&to=2026-03-31',
};

const meta = {
  title: 'Components/Desk/DeskList',
  component: DeskList,
  args: {
    labels,
    statuses: deskText.voucher.statuses,
    filter,
    onFilterChange: fn(),
    onSubmit: fn(),
    voucherHref: deskVoucherPath,
    onOpen: fn(),
    onExport: fn(),
  },
  parameters: { width: 'column' },
} satisfies Meta<typeof DeskList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Avant la première réponse&nbsp;: les filtres seuls. */
export const Filters: Story = {
  name: 'Filtres',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByLabelText(labels.statusLabel),
      deskText.voucher.statuses.expired,
    );
    await expect(args.onFilterChange).toHaveBeenCalledWith({ ...filter, status: 'expired' });
    await userEvent.type(canvas.getByLabelText(labels.searchLabel), 'd');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...filter, q: 'd' });
    await userEvent.click(canvas.getByLabelText(labels.expiringOnly));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({
      ...filter,
      expiring: '1',
      from: '',
      to: '',
    });
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('link', { name: labels.export })).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: labels.busy })).toBeDisabled();
  },
};

export const WithTotals: Story = {
  name: 'Avec totaux',
  args: { result: listResult, exportHrefs },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(asShown(formatCents(38000)))).toBeVisible();
    await expect(canvas.getByText(asShown(formatCents(18950)))).toBeVisible();
    // Four listed, the void one counted apart and in no sum.
    await expect(
      canvas.getByText(
        asShown(
          `${labels.count.other.replace('{count}', '4')} · ${labels.voided.one.replace('{count}', '1')}`,
        ),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(asShown(formatCents(8000)), { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.export })).toHaveAttribute(
      'href',
      exportHrefs.vouchers,
    );
    await expect(canvas.getByRole('link', { name: labels.exportUses })).toHaveAttribute(
      'href',
      exportHrefs.uses,
    );
    const rows = canvas.getAllByRole('link', { name: 'BC-7KQ2M9XRTP' });
    await expect(rows[0]).toHaveAttribute('href', deskVoucherPath('BC-7KQ2M9XRTP'));
    await userEvent.click(rows[0] as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledWith('BC-7KQ2M9XRTP');
  },
};

/**
 * La liste déjà affichée se recharge (après une utilisation, une annulation)&nbsp;: elle reste lisible,
 * marquée occupée.
 */
export const Reloading: Story = {
  name: 'Rechargement',
  args: { result: listResult, exportHrefs, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: labels.title })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: labels.busy })).toBeDisabled();
    await expect(canvas.getAllByRole('link', { name: 'BC-7KQ2M9XRTP' })[0]).toBeVisible();
  },
};

const noMatch = {
  vouchers: [],
  totals: {
    count: 0,
    soldCount: 0,
    soldCents: 0,
    voidCount: 0,
    owedCount: 0,
    owedCents: 0,
    expiringCount: 0,
    expiringCents: 0,
  },
};

export const NoMatch: Story = {
  name: 'Aucun résultat',
  args: {
    filter: { ...filter, q: 'inconnu' },
    result: noMatch,
    exportHrefs: {
      vouchers: '/api/desk/export.csv?q=inconnu',
      uses: '/api/desk/uses.csv?q=inconnu',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(asShown(labels.empty))).toBeVisible();
    // The list's own count comes first; the totals below repeat it for each kind.
    const [count] = canvas.getAllByText(asShown(labels.count.one.replace('{count}', '0')));
    await expect(count).toBeVisible();
  },
};

/** The list as the desk runs it: busy while the API answers, then nothing found. */
function SearchedInVain(props: ComponentProps<typeof DeskList>) {
  const [listing, setListing] = useState<Pick<typeof props, 'busy' | 'result'>>({});
  return (
    <DeskList
      {...props}
      onSubmit={() => {
        setListing({ busy: true });
        setTimeout(() => setListing({ result: noMatch }), 50);
      }}
      {...listing}
    />
  );
}

/**
 * Après «&nbsp;Afficher&nbsp;»&nbsp;: le nombre de bons trouvés est annoncé (zone de statut) et le
 * focus reste sur le bouton, désactivé le temps de la recherche.
 */
export const NoMatchAnnounced: Story = {
  name: 'Aucun résultat après « Afficher » : annoncé, focus gardé',
  args: { filter: { ...filter, q: 'inconnu' } },
  render: (args) => <SearchedInVain {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // In the page before the answer, so that the answer is read out.
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(status).toHaveTextContent(asShown(labels.empty)));
    await expect(status).toHaveTextContent(
      asShown(`${labels.resultsTitle} · ${labels.count.one.replace('{count}', '0')}`),
    );
    await expect(canvas.getByRole('button', { name: labels.submit })).toHaveFocus();
  },
};

export const Refused: Story = {
  name: 'Refusé',
  args: { filter: { ...filter, from: '2026-13-01' }, error: deskAnswers.invalidFilter },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      asShown(deskAnswers.invalidFilter),
    );
  },
};

/** Les résultats et les totaux, noms longs, dans la largeur d’un petit téléphone. */
export const WithTotalsOnSmallPhone: Story = {
  name: 'Avec totaux, noms longs, à 320 px',
  args: {
    result: {
      ...listResult,
      vouchers: listResult.vouchers.map((voucher) => ({
        ...voucher,
        buyerName: longName,
        recipientName: longName,
      })),
    },
    exportHrefs,
  },
  globals: onSmallPhone,
};
