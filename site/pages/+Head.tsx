/** vike-react writes the title and description tags; this adds the rest of the page's SEO data. */
import { lightColors } from '@clinique/ui';
import { usePageContext } from 'vike-react/usePageContext';
import { seoOf } from '../src/page-data.ts';
import { FAVICON_PATH } from '../src/site-files.ts';

export default function Head() {
  const seo = seoOf(usePageContext());
  return (
    <>
      <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
      <meta name="theme-color" content={lightColors.page} />
      {seo && (
        <>
          <meta name="keywords" content={seo.keywords.join(', ')} />
          <meta name="robots" content={seo.robots} />
          {seo.canonical && (
            <>
              <link rel="canonical" href={seo.canonical} />
              <meta property="og:url" content={seo.canonical} />
            </>
          )}
          <meta property="og:type" content={seo.type} />
          <meta property="og:site_name" content={seo.siteName} />
          <meta property="og:locale" content={seo.locale} />
          <meta property="og:image" content={seo.image.url} />
          <meta property="og:image:type" content={seo.image.type} />
          {'width' in seo.image && (
            <>
              <meta property="og:image:width" content={String(seo.image.width)} />
              <meta property="og:image:height" content={String(seo.image.height)} />
            </>
          )}
          <meta property="og:image:alt" content={seo.image.alt} />
          {seo.article && (
            <>
              <meta property="article:published_time" content={seo.article.publishedTime} />
              <meta property="article:author" content={seo.article.author} />
              <meta property="article:section" content={seo.article.section} />
              {seo.article.tags.map((tag) => (
                <meta key={tag} property="article:tag" content={tag} />
              ))}
            </>
          )}
          <meta name="twitter:card" content={seo.twitterCard} />
          <meta name="twitter:title" content={seo.title} />
          <meta name="twitter:description" content={seo.description} />
          <meta name="twitter:image" content={seo.image.url} />
          <meta name="twitter:image:alt" content={seo.image.alt} />
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: seo.jsonLd }} />
        </>
      )}
    </>
  );
}
