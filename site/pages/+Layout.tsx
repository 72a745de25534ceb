/** HTML first: the mobile menu is a <details> element; a tiny inline script closes it as a menu. */
import { Footer, Header, InfoBar, SkipLink, dismissDisclosureScript } from '@clinique/ui';
import { DESK_PATH } from '@clinique/catalog/desk';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';

const MAIN_ID = 'contenu';

export default function Layout({ children }: { children: ReactNode }) {
  const { shell, urlPathname } = usePageContext();
  // The clinic's desk is a staff screen: its own content only, the look-up at the top.
  if (urlPathname === DESK_PATH || urlPathname.startsWith(`${DESK_PATH}/`)) {
    return (
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
    );
  }
  return (
    <>
      <SkipLink label={shell.skipLinkLabel} href={`#${MAIN_ID}`} />
      {/* A landmark, so that every piece of content sits in one (phone, address, hours). */}
      <aside aria-label={shell.infoBarLabel}>
        <InfoBar {...shell.infoBar} />
      </aside>
      <Header {...shell.header} currentPath={urlPathname} />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer {...shell.footer} />
      {/* Closes the menu and the info bar's panel on Escape, focus leaving, a press outside, a link. */}
      <script dangerouslySetInnerHTML={{ __html: dismissDisclosureScript }} />
    </>
  );
}
