import { useData } from 'vike-react/useData';
import { Island } from '../../src/blocks/Island.tsx';
import type { Data } from './+data.ts';
import { BLOG_ISLAND, BlogIsland } from './BlogIsland.tsx';

export default function Page() {
  const { island } = useData<Data>();
  return <Island name={BLOG_ISLAND} component={BlogIsland} props={island} />;
}
