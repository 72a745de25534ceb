/**
 * The components with the real catalog, for design review of the actual French copy. If the catalog
 * does not validate, only this file fails (with the catalog's own list of problems).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { articlePath, catalog, serviceHref } from '@clinique/catalog';
import { formatEuros, formatShortDate } from '@clinique/catalog/format';
import { expect } from 'storybook/test';
import { BlogCard } from '../components/BlogCard/BlogCard.tsx';
import { CustomVoucherCard } from '../components/CustomVoucherCard/CustomVoucherCard.tsx';
import { FAQ } from '../components/FAQ/FAQ.tsx';
import { Footer } from '../components/Footer/Footer.tsx';
import { Grid } from '../components/Grid/Grid.tsx';
import { Header } from '../components/Header/Header.tsx';
import { PricePanel } from '../components/PricePanel/PricePanel.tsx';
import type { PriceTableLabels } from '../components/PriceTable/PriceTable.tsx';
import { Section } from '../components/Section/Section.tsx';
import { ServiceCard } from '../components/ServiceCard/ServiceCard.tsx';
import { TreatmentCard } from '../components/TreatmentCard/TreatmentCard.tsx';
import { VoucherCard, voucherFormTexts } from '../components/VoucherCard/VoucherCard.tsx';

const text = catalog.interfaceText;
const voucherLabels = { ...text.vouchers, ...voucherFormTexts(text) };
const phone = catalog.contactFacts.phone.visible;
const hours = catalog.contactFacts.hours.visible;
const { address } = catalog.clinic;
const brand = { name: catalog.clinic.name, tagline: catalog.clinic.tagline, href: '/' };

const priceLabels: PriceTableLabels = {
  zone: text.zone,
  price: text.price,
  duration: text.duration,
  oneSession: text.oneSession,
  threeSessions: text.threeSessions,
  fromPrefix: text.fromPrefix,
  sessionBreakdown: `${text.perSessionPrefix} {perSession} · ${text.savingPrefix} {saving}`,
};

const noop = async () => {};

/**
 * Les composants remplis avec le vrai contenu du catalogue : en-tête et pied de page, cartes de
 * soins, de l’accueil et du blog, tels que le site les affiche.
 */
const meta = {
  title: 'Patterns and pages/Real content',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const LayoutHeaderAndFooter: Story = {
  name: 'En-tête et pied de page',
  render: () => (
    <>
      <Header
        brand={brand}
        navigation={catalog.layout.navigation}
        currentPath="/"
        booking={{ label: catalog.layout.bookingLabel, href: catalog.clinic.bookingUrl }}
        menuLabel={catalog.layout.menuLabel}
        closeMenuLabel={catalog.layout.closeMenuLabel}
      />
      <main style={{ minHeight: '10rem' }} />
      <Footer
        brand={brand}
        content={catalog.layout.footer}
        contact={{
          title: catalog.layout.navigation.at(-1)?.label ?? '',
          phone,
          address: `${address.street}, ${address.postalCode} ${address.city}`,
          hours,
        }}
      />
    </>
  ),
};

/** Les soins de la page d’accueil, tous, sur deux colonnes à partir de 768 px. */
export const HomeServices: Story = {
  name: 'Soins de l’accueil',
  render: () => (
    <Section id="services" title={catalog.home.services.title} intro={catalog.home.services.intro}>
      <Grid as="ul" columns={2}>
        {catalog.home.services.items.map((service) => (
          <ServiceCard
            key={service.id}
            as="li"
            service={service}
            href={serviceHref(service.id)}
            linkLabel={catalog.home.services.moreLabel}
            labels={{ duration: text.duration, sessions: text.sessions }}
          />
        ))}
      </Grid>
    </Section>
  ),
  play: async ({ canvas }) => {
    // One named card per service of the catalog, however many it lists.
    await expect(canvas.getAllByRole('listitem', { name: /./ })).toHaveLength(
      catalog.home.services.items.length,
    );
  },
};

export const BodyTreatmentCards: Story = {
  name: 'Cartes des soins du corps',
  render: () => (
    <Section title={catalog.soinsCorps.cardsTitle} intro={catalog.soinsCorps.cardsIntro}>
      <Grid as="ul" columns={3}>
        {catalog.soinsCorps.cards.map((treatment) => (
          <TreatmentCard
            key={treatment.id}
            as="li"
            treatment={treatment}
            benefitsLimit={4}
            labels={{
              fromPrefix: text.fromPrefix,
              price: text.price,
              duration: text.duration,
              zones: text.zones,
            }}
          />
        ))}
      </Grid>
    </Section>
  ),
};

const pricedPages = [catalog.soinsVisage, catalog.soinsCorps, ...catalog.treatmentPages];
/** Two pages may title their prices alike (« Tarifs »): on one canvas, each says whose they are. */
const sharedPriceTitles = new Set(
  pricedPages
    .map((page) => page.prices?.title)
    .filter((title, index, titles) => title && titles.indexOf(title) !== index),
);

/** Toutes les sections de tarifs des pages de soins, ouvertes. */
export const AllPricePanels: Story = {
  name: 'Tous les tarifs',
  render: () => (
    <Section width="default">
      {pricedPages.map((page) =>
        page.prices ? (
          <PricePanel
            key={page.id}
            section={{
              ...page.prices,
              id: `${page.id}-tarifs`,
              title: sharedPriceTitles.has(page.prices.title)
                ? `${page.prices.title} (${page.path})`
                : page.prices.title,
            }}
            labels={priceLabels}
            defaultOpen
          />
        ) : null,
      )}
    </Section>
  ),
};

export const Vouchers: Story = {
  name: 'Bons cadeaux',
  render: () => (
    <Section title={catalog.vouchers.hero.title}>
      <Grid columns={3} gap="lg">
        {catalog.vouchers.offers.map((offer) => (
          <VoucherCard
            key={offer.id}
            offer={offer}
            price={formatEuros(offer.price)}
            labels={{ ...voucherLabels, popular: text.popular }}
            onOrder={noop}
            onMissing={() => {}}
            termsHref="/conditions-generales-de-vente"
          />
        ))}
      </Grid>
      <div style={{ maxWidth: '26rem' }}>
        <CustomVoucherCard
          custom={catalog.vouchers.custom}
          bounds={{
            minimum: formatEuros(catalog.vouchers.custom.minimum),
            maximum: formatEuros(catalog.vouchers.custom.maximum),
          }}
          labels={voucherLabels}
          onOrder={noop}
          onMissing={() => {}}
          termsHref="/conditions-generales-de-vente"
        />
      </div>
    </Section>
  ),
};

export const FaqPage: Story = {
  name: 'Page FAQ',
  render: () => (
    <Section width="narrow" title={catalog.faq.hero.title}>
      <FAQ items={catalog.faq.items} />
    </Section>
  ),
};

export const BlogCards: Story = {
  name: 'Cartes du blog',
  render: () => (
    <Section title={catalog.blog.title} intro={catalog.blog.intro}>
      <Grid as="ul" columns={3}>
        {catalog.articles.map((article) => (
          <BlogCard
            key={article.slug}
            as="li"
            article={article}
            date={formatShortDate(article.publishedDate)}
            href={articlePath(article.slug)}
            text={catalog.blog}
          />
        ))}
      </Grid>
    </Section>
  ),
};
