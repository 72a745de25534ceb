/** The buyer told when a desk sends their voucher early, or to an address they did not give. */
import { fillTemplate, formatNumericDate } from '@clinique/catalog/format';
import type { SiteFacts } from '../facts.ts';
import { composeMail } from '../mail/layout.tsx';
import type { OutgoingMail } from '../mail/mailer.ts';
import type { Job, VoucherItem } from '../register/schema.ts';

export function buyerNotice(
  kind: 'earlyNote' | 'addressNote',
  item: VoucherItem,
  job: Job,
  facts: SiteFacts,
  siteUrl: string,
): OutgoingMail {
  const copy = facts.desk.buyerNotices;
  const [subject, template] =
    kind === 'earlyNote'
      ? [copy.earlySubject, copy.earlyText]
      : [copy.newAddressSubject, copy.newAddressText];
  const values = {
    title: item.title,
    email: job.to ?? '',
    date: job.was === undefined ? '' : formatNumericDate(job.was),
  };
  return composeMail(
    { to: [item.buyerEmail], subject },
    { heading: subject, blocks: [{ kind: 'paragraph', text: fillTemplate(template, values) }] },
    facts,
    siteUrl,
  );
}
