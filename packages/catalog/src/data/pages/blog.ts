/** Labels of the blog list (/blog) and of an article page (/blog/{slug}), and the list limits. */
import type { DataFile } from '../../schemas/data-file.ts';
import type { BlogPage } from '../../schemas/pages.ts';

export default {
  title: 'Blog',
  intro:
    'Conseils, explications et actualités de la médecine laser et esthétique : comprendre les traitements avant d’en parler en consultation.',
  allLabel: 'Tous',
  searchLabel: 'Rechercher un article',
  searchPlaceholder: 'Titre, sujet ou mot-clé…',
  emptyTitle: 'Aucun article trouvé',
  emptyHint: 'Essayez de modifier votre recherche ou explorez toutes les catégories.',
  allArticlesTitle: 'Tous les articles',
  searchTitle: 'Recherche : « {query} »',
  categoriesLabel: 'Catégories',
  resultCountOne: '{count} article',
  resultCountOther: '{count} articles',
  readMoreLabel: 'Lire plus',
  notFoundTitle: 'Article introuvable',
  notFoundText: 'L’article que vous cherchez n’existe pas ou a été déplacé.',
  backLabel: 'Retour au blog',
  relatedTitle: 'Articles similaires',
  shareLabel: 'Partager',
  sharedTitle: 'Lien copié !',
  sharedText: 'Le lien de l’article a été copié dans le presse-papiers.',
  readTimeSuffix: 'de lecture',
  maxRelated: 2,
  maxCardTags: 3,
  meta: {
    title: 'Blog : conseils en médecine laser et esthétique',
    description:
      'Articles sur l’épilation laser, le laser CO2, la cryolipolyse, Morpheus8, l’HydraFacial et les soins du visage, par un centre de médecine laser près de Lyon.',
    keywords: [
      'blog médecine esthétique',
      'conseils épilation laser',
      'laser CO2',
      'cryolipolyse',
      'soins du visage',
      'médecine laser',
    ],
    path: '/blog',
    image: {
      src: '/images/hero/blog.svg',
      alt: 'Illustration abstraite : pages de carnet et motifs lumineux aux tons doux',
    },
  },
} satisfies DataFile<typeof BlogPage>;
