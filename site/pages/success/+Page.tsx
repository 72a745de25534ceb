/** HTML-only: a few lines of plain script fetch the code and tick the countdown. */
import { Button, Countdown, Hero, noWrap } from '@clinique/ui';
import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { SUCCESS_ATTRIBUTES as attributes } from './attributes.ts';

const noop = () => undefined;

export default function Page() {
  const { success, phone } = useData<Data>();
  return (
    <Hero
      align="center"
      title={success.title}
      intro={success.message}
      actions={
        <>
          <Button href="/" icon="arrow-right" iconPosition="end">
            {success.homeLabel}
          </Button>
          <Button href={`tel:${phone.e164}`} variant="outline" icon="phone">
            {success.callLabel}
          </Button>
        </>
      }
    >
      <p {...{ [attributes.reference]: '' }} hidden>
        {`${success.referenceLabel}\u00A0: `}
        <strong className={noWrap} {...{ [attributes.referenceValue]: '' }} />
      </p>
      <p {...{ [attributes.pending]: '' }} hidden>
        {success.referencePending}
      </p>
      <div
        {...{
          [attributes.countdown]: success.redirectDelaySeconds,
          [attributes.template]: success.countdownText,
          [attributes.redirectTo]: '/',
        }}
      >
        <Countdown
          seconds={success.redirectDelaySeconds}
          template={success.countdownText}
          onDone={noop}
        />
      </div>
    </Hero>
  );
}
