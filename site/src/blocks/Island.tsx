/** `display: contents`, so the page's layout is unchanged. */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLAND_ATTRIBUTES, islandIdPrefix, islandPropsJson } from '../island.ts';

export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  const html = renderToString(<Component {...props} />, { identifierPrefix: islandIdPrefix(name) });
  return (
    <>
      <div
        {...{ [ISLAND_ATTRIBUTES.root]: name }}
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <script
        type="application/json"
        {...{ [ISLAND_ATTRIBUTES.props]: name }}
        dangerouslySetInnerHTML={{ __html: islandPropsJson(props) }}
      />
    </>
  );
}
