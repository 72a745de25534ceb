/** The Storybook shell: French names for the sidebar's groups (the stories keep their titles). */
import { addons } from 'storybook/manager-api';
import { sidebarLabel } from './sidebar.ts';

addons.setConfig({
  sidebar: {
    renderLabel: (item) => (item.type === 'story' ? item.name : sidebarLabel(item.name)),
  },
});
