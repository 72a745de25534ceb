import { useData } from 'vike-react/useData';
import { TreatmentPage } from '../../src/blocks/TreatmentPage.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page, breadcrumb, parts } = useData<Data>();
  return <TreatmentPage page={page} breadcrumb={breadcrumb} parts={parts} />;
}
