/** HTML first: the mobile menu is a <details> element; following a link closes it. */
import { Footer, Header, InfoBar, SkipLink, closeMenuOnAnchorScript } from '@clinique/ui';
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
      {/* Closes the menu when one of its links is followed (also when "back" restores the page). */}
      <script dangerouslySetInnerHTML={{ __html: closeMenuOnAnchorScript }} />
    </>
  );
}
