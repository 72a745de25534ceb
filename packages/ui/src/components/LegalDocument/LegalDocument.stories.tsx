import { WITHDRAWAL_FORM_ID } from '@clinique/catalog/legal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { interfaceText, legalPages } from '../../fixtures.ts';
import { LegalDocument } from './LegalDocument.tsx';

const { cgv, mentions, cookies } = legalPages;

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

/** The terms of sale: every section in the table of contents, the withdrawal form at its anchor. */
export const TermsOfSale: Story = {
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

export const TermsOfSaleOnPhone: Story = { globals: { viewport: { value: 'phone' } } };

/** Facts as a definition list (publisher, doctor, host), placeholders "À compléter" included. */
export const LegalNotice: Story = {
  args: {
    dateLine: 'Dernière mise à jour : 23 novembre 2026',
    tableOfContentsLabel: interfaceText.legalPage.tableOfContents,
    sections: mentions.sections,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SIRET')).toBeVisible();
  },
};

export const LegalNoticeOnPhone: Story = {
  args: LegalNotice.args,
  globals: { viewport: { value: 'phone' } },
};

/** A short page: two sections. */
export const Cookies: Story = {
  args: {
    dateLine: 'Dernière mise à jour : 23 novembre 2026',
    tableOfContentsLabel: interfaceText.legalPage.tableOfContents,
    sections: cookies.sections,
  },
};
