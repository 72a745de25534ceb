/** Its first render is the same on the server and in the browser; then the address decides. */
import { DeskList, DeskLookup, DeskSession, DeskViews } from '@clinique/ui';
import { deskVoucherPath } from '@clinique/catalog/desk';
import { deskExportHrefs } from '../../src/client/desk-api.ts';
import * as layout from '../../src/layout.css.ts';
import { DeliveryPanel } from './DeliveryPanel.tsx';
import { SignInPanel } from './SignInPanel.tsx';
import { UsePanel } from './UsePanel.tsx';
import { type DeskIslandProps, useDeskActions } from './useDeskActions.ts';
import { VoidPanel } from './VoidPanel.tsx';

export const DESK_ISLAND = 'desk';

export function DeskIsland(props: DeskIslandProps) {
  const { screens } = props;
  const desk = useDeskActions(props);
  const { screen, view, voucher, listed } = desk;

  if (screen.kind !== 'checking' && screen.kind !== 'desk') {
    return <SignInPanel {...props} desk={desk} />;
  }
  // Prerendered as 'checking': a look-up sent meanwhile waits for the session to be known.
  const signedIn = screen.kind === 'desk';
  return (
    <div className={layout.stack.lg}>
      <DeskSession
        labels={{ ...screens.session, checking: screens.checking }}
        email={signedIn ? screen.email : undefined}
        busy={desk.signingOut}
        onSignOut={() => void desk.signOut()}
      />
      {signedIn && (
        <DeskViews
          labels={screens.views}
          view={view}
          onViewChange={(name) => {
            desk.setView(name);
            if (name === 'list' && !listed) void desk.loadList(desk.listFilter);
          }}
        />
      )}
      {view === 'voucher' && (
        <DeskLookup
          labels={screens.lookup}
          code={desk.code}
          onCodeChange={desk.setCode}
          onSubmit={desk.submitLookup}
          {...desk.lookup}
        />
      )}
      {view === 'voucher' && voucher && (
        <div ref={desk.voucherArea} tabIndex={-1} className={layout.stack.lg}>
          <UsePanel {...props} desk={desk} voucher={voucher} />
          <DeliveryPanel {...props} desk={desk} voucher={voucher} />
          <VoidPanel {...props} desk={desk} voucher={voucher} />
        </div>
      )}
      {signedIn && view === 'list' && (
        <DeskList
          labels={screens.list}
          statuses={screens.voucher.statuses}
          filter={desk.listFilter}
          onFilterChange={desk.setListFilter}
          onSubmit={() => void desk.loadList(desk.listFilter)}
          {...desk.listing}
          result={listed?.result}
          exportHrefs={listed && deskExportHrefs(listed.applied)}
          onExport={(href) => void desk.download(href)}
          voucherHref={deskVoucherPath}
          onOpen={(wanted) => void desk.find(wanted)}
        />
      )}
    </div>
  );
}
