/** Local laser hair-removal page (Villefranche): a short text, then +client.ts redirects to /epilation-laser. */
import { catalog } from '@clinique/catalog';
import { Button, Hero } from '@clinique/ui';
import { REDIRECT_ATTRIBUTES as attributes } from './attributes.ts';

export default function Page() {
  const { local } = catalog;
  const hairRemoval = catalog.treatmentPages.find((page) => page.path === local.redirectTo);
  return (
    <div {...{ [attributes.to]: local.redirectTo, [attributes.delay]: local.redirectDelayMs }}>
      <Hero
        title={local.title}
        intro={local.text}
        images={local.meta.image ? [local.meta.image] : hairRemoval?.hero.images.slice(0, 1)}
        actions={
          <Button href={local.redirectTo} icon="arrow-right" iconPosition="end">
            {local.linkLabel}
          </Button>
        }
      />
    </div>
  );
}
