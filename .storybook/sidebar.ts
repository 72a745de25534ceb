/**
 * French names of the sidebar's groups (their order is `storySort` in preview.tsx). Titles stay in
 * English in the stories, since they make the story ids and addresses; only the labels change.
 */

/** Each group's French name, and of the entries that are not a component's name. */
export const frenchLabels: Readonly<Record<string, string>> = {
  Introduction: 'Introduction',
  Foundations: 'Fondations',
  Tokens: 'Jetons de design',
  Components: 'Composants',
  Actions: 'Actions',
  Forms: 'Formulaires',
  Navigation: 'Navigation',
  Layout: 'Mise en page',
  Content: 'Contenu',
  Prices: 'Tarifs',
  Treatments: 'Soins',
  Blog: 'Blog',
  Feedback: 'Notifications',
  Desk: 'Espace clinique',
  'Patterns and pages': 'Modèles et pages',
  'Real content': 'Contenu réel',
  'E-mails': 'E-mails',
  'Voucher PDF': 'Bon cadeau en PDF',
};

/** The label of a sidebar entry: its French name when it has one, else its own (a component's). */
export function sidebarLabel(name: string): string {
  return frenchLabels[name] ?? name;
}
