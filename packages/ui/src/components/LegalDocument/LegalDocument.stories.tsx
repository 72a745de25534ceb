import { WITHDRAWAL_FORM_ID } from '@clinique/catalog/legal-pages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { asShown, interfaceText, legalPages } from '../../fixtures.ts';
import { LegalDocument } from './LegalDocument.tsx';

const { cgv, mentions, cookies } = legalPages;

/** A label of the legal notice's facts (SIRET, RPPS…) that it gives only once. */
const factLabels = mentions.sections
  .flatMap((section) => section.blocks)
  .flatMap((block) => (block.kind === 'facts' ? block.rows.map((row) => row.label) : []));
const factLabel = factLabels.find(
  (label) => factLabels.indexOf(label) === factLabels.lastIndexOf(label),
);
if (!factLabel) throw new Error('fixtures missing');

/**
 * Une page légale (mentions, confidentialité, conditions de vente, cookies) : sommaire et articles.
 */
const meta = {
  title: 'Components/Content/LegalDocument',
  component: LegalDocument,
  args: {
    dateLine: 'Version du 23 novembre 2026',
    tableOfContentsLabel: interfaceText.legalPage.tableOfContents,
    sections: cgv.sections,
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Les conditions de vente&nbsp;: chaque section au sommaire, le formulaire de rétractation à son
 * ancre.
 */
export const TermsOfSale: Story = {
  name: 'Conditions de vente',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    const contents = canvas.getByRole('navigation', {
      name: interfaceText.legalPage.tableOfContents,
    });
    for (const section of cgv.sections) {
      await expect(within(contents).getByRole('link', { name: section.title })).toHaveAttribute(
        'href',
        `#${section.id}`,
      );
    }
    const form = canvasElement.querySelector(`#${WITHDRAWAL_FORM_ID}`);
    await expect(form).not.toBeNull();
    await expect(within(form as HTMLElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const TermsOfSaleOnPhone: Story = {
  name: 'Conditions de vente sur téléphone',
  globals: { viewport: { value: 'phone' } },
};

/**
 * Les informations en liste de définitions (éditeur, médecin, hébergeur), y compris les «&nbsp;À
 * compléter&nbsp;».
 */
export const LegalNotice: Story = {
  name: 'Mentions légales',
  args: {
    dateLine: 'Dernière mise à jour : 23 novembre 2026',
    tableOfContentsLabel: interfaceText.legalPage.tableOfContents,
    sections: mentions.sections,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(asShown(factLabel))).toBeVisible();
  },
};

export const LegalNoticeOnPhone: Story = {
  name: 'Mentions légales sur téléphone',
  args: LegalNotice.args,
  globals: { viewport: { value: 'phone' } },
};

/** Une page courte&nbsp;: deux sections. */
export const Cookies: Story = {
  name: 'Cookies',
  args: {
    dateLine: 'Dernière mise à jour : 23 novembre 2026',
    tableOfContentsLabel: interfaceText.legalPage.tableOfContents,
    sections: cookies.sections,
  },
};
