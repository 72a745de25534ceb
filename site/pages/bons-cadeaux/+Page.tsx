/** Island code: data comes from +data.ts, never from '@clinique/catalog'. */
import { BenefitGrid, Button, Section, Toaster } from '@clinique/ui';
import { useData } from 'vike-react/useData';
import { Island } from '../../src/blocks/Island.tsx';
import { PageHero } from '../../src/blocks/parts.tsx';
import { TOASTER_ISLAND } from '../../src/island.ts';
import * as layout from '../../src/layout.css.ts';
import type { Data } from './+data.ts';
import { VOUCHER_ORDER_ISLAND, VoucherOrderIsland } from './VoucherOrderIsland.tsx';

export default function Page() {
  const data = useData<Data>();
  return (
    <>
      <PageHero hero={data.hero} booking={data.booking} breadcrumb={data.breadcrumb} />

      <Section tone="muted" title={data.offersTitle}>
        <Island name={VOUCHER_ORDER_ISLAND} component={VoucherOrderIsland} props={data.order} />
      </Section>

      <Section>
        <BenefitGrid items={data.benefits} columns={3} />
      </Section>

      <Section title={data.closing.title} intro={data.closing.text} align="center" tone="muted">
        {data.closing.href ? (
          <div className={`${layout.actions} ${layout.centred}`}>
            <Button href={data.closing.href} icon="gift">
              {data.closing.label}
            </Button>
          </div>
        ) : null}
      </Section>
      <Island name={TOASTER_ISLAND} component={Toaster} props={{}} />
    </>
  );
}
