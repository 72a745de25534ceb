/** The list of vouchers with its totals and the accountant's exports. */
import { DeskList } from '@clinique/ui';
import { deskVoucherPath } from '@clinique/catalog/desk';
import { deskExportHrefs } from '../../src/client/desk-api.ts';
import type { DeskActions, DeskIslandProps } from './useDeskActions.ts';

export function ListPanel({
  screens,
  desk,
}: Pick<DeskIslandProps, 'screens'> & { desk: DeskActions }) {
  const { listed } = desk;
  return (
    <DeskList
      labels={screens.list}
      statuses={screens.voucher.statuses}
      filter={desk.listFilter}
      onFilterChange={desk.setListFilter}
      onSubmit={() => void desk.loadList(desk.listFilter)}
      {...desk.listing}
      result={listed?.result}
      exportHrefs={listed && deskExportHrefs(listed.applied)}
      voucherHref={deskVoucherPath}
      onOpen={(wanted) => void desk.find(wanted)}
    />
  );
}
