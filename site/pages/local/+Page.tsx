import { Button, Hero } from '@clinique/ui';
import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { REDIRECT_ATTRIBUTES as attributes } from './attributes.ts';

export default function Page() {
  const { local, images } = useData<Data>();
  return (
    <div {...{ [attributes.to]: local.redirectTo, [attributes.delay]: local.redirectDelayMs }}>
      <Hero
        title={local.title}
        intro={local.text}
        images={images}
        actions={
          <Button href={local.redirectTo} icon="arrow-right" iconPosition="end">
            {local.linkLabel}
          </Button>
        }
      />
    </div>
  );
}
