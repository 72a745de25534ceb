import { useData } from 'vike-react/useData';
import { Island } from '../../src/blocks/Island.tsx';
import type { Data } from './+data.ts';
import { BLOG_ISLAND, BlogIsland } from './BlogIsland.tsx';

export default function Page() {
  const { text, categories, articles, breadcrumb } = useData<Data>();
  return (
    <Island
      name={BLOG_ISLAND}
      component={BlogIsland}
      props={{ text, categories, articles, breadcrumb }}
    />
  );
}
