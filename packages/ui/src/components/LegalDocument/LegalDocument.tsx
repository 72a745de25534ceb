import type { LegalBlock, LegalSection } from '@clinique/catalog';
import { useId } from 'react';
import { LinkList } from '../LinkList/LinkList.tsx';
import * as styles from './LegalDocument.css.ts';
import * as shared from '../../styles/shared.css.ts';

export interface LegalDocumentProps {
  dateLine: string;
  tableOfContentsLabel: string;
  sections: readonly LegalSection[];
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'facts':
      return (
        <dl className={styles.facts}>
          {block.rows.map((row) => (
            <div key={row.label} className={styles.factRow}>
              <dt className={shared.semibold}>{row.label}</dt>
              <dd className={styles.factValue}>{row.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'links':
      return <LinkList links={block.links} className={styles.links} linkClassName={styles.link} />;
    case 'form':
      return (
        <div className={styles.form}>
          {block.lines.map((line) => (
            <p key={line} className={styles.formLine}>
              {line}
            </p>
          ))}
          {block.footnote ? <p className={shared.smallMuted}>{block.footnote}</p> : null}
        </div>
      );
  }
}

export function LegalDocument({ dateLine, tableOfContentsLabel, sections }: LegalDocumentProps) {
  const contentsId = useId();
  return (
    <div className={styles.document}>
      <p className={shared.smallMuted}>{dateLine}</p>
      <nav aria-labelledby={contentsId} className={styles.contents}>
        <h2 id={contentsId} className={styles.contentsTitle}>
          {tableOfContentsLabel}
        </h2>
        <ol className={styles.contentsList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-titre`}
          className={styles.section}
        >
          <h2 id={`${section.id}-titre`} className={styles.heading}>
            {section.title}
          </h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
