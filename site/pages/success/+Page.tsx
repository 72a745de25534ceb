/** HTML-only: a few lines of plain script fetch the code and the order's recap, and tick the countdown. */
import { Button, Countdown, Hero } from '@clinique/ui';
import { useData } from 'vike-react/useData';
import * as layout from '../../src/layout.css.ts';
import type { Data } from './+data.ts';
import { SUCCESS_ATTRIBUTES as attributes } from './attributes.ts';
import * as styles from './success.css.ts';

const noop = () => undefined;

const slot = (name: string) => ({ [attributes.recapSlot]: name });

export default function Page() {
  const { success, phone } = useData<Data>();
  const { recap } = success;
  return (
    <Hero align="center" title={success.title} intro={success.message}>
      {/* In the page from the start, so that the code, or why it is not there, is announced. */}
      <div role="status" className={styles.status}>
        <p {...{ [attributes.reference]: '' }} hidden>
          {`${success.referenceLabel}\u00A0: `}
          <br />
          <strong className={styles.code} {...{ [attributes.referenceValue]: '' }} />
        </p>
        <p {...{ [attributes.pending]: '' }} hidden>
          {success.referencePending}
        </p>
      </div>
      <section {...{ [attributes.recap]: '' }} aria-labelledby="recap-title" hidden>
        <h2 id="recap-title" className={layout.subheading}>
          {recap.title}
        </h2>
        <dl className={styles.recap}>
          {(
            [
              [recap.voucher, 'title'],
              [recap.amount, 'amount'],
              [recap.recipient, 'recipientName'],
              [recap.sending, 'sending'],
            ] as const
          ).map(([label, name]) => (
            <div key={name} className={styles.row}>
              <dt className={styles.term}>{label}</dt>
              <dd className={styles.value} {...slot(name)} />
            </div>
          ))}
        </dl>
        <p
          {...slot('next')}
          {...{
            [attributes.delivery]: `${recap.sendingDelivery}\n${recap.nextDelivery}`,
            [attributes.self]: `${recap.sendingSelf}\n${recap.nextSelf}`,
          }}
        />
      </section>
      <div className={`${layout.actions} ${layout.centred}`}>
        <Button href="/" icon="arrow-right" iconPosition="end">
          {success.homeLabel}
        </Button>
        <Button href={`tel:${phone.e164}`} variant="outline" icon="phone">
          {success.callLabel}
        </Button>
      </div>
      <div
        {...{
          [attributes.countdown]: success.redirectDelaySeconds,
          [attributes.template]: JSON.stringify(success.countdownText),
          [attributes.redirectTo]: '/',
        }}
      >
        <Countdown
          seconds={success.redirectDelaySeconds}
          template={success.countdownText}
          onDone={noop}
        />
        <p {...{ [attributes.stay]: success.stayedText }} hidden>
          <Button type="button" variant="ghost" size="sm">
            {success.stayLabel}
          </Button>
        </p>
      </div>
    </Hero>
  );
}
