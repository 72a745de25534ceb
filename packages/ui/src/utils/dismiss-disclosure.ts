/**
 * A `<details>` drawn over the page (the header's menu, the info bar's address and hours) carries
 * this attribute; the inline script below closes it as a menu would close.
 */
export const dismissibleAttribute = 'data-dismissible';

/**
 * The pages hydrate no header, so this plain inline script (hashed into the CSP at deploy) closes an
 * open dismissible `<details>`: on Escape (focus back on its summary when it was inside), when focus
 * moves out of it, on a press outside it (`pointerdown`: iOS sends no `click` from plain content),
 * and when one of its links is followed (a same-page anchor loads no page, "back" restores it shut).
 * Every page pays for it within a 2 KB script budget: keep it this terse.
 */
export const dismissDisclosureScript = [
  '{let h=e=>{',
  `for(let x of document.querySelectorAll('details[${dismissibleAttribute}][open]')){`,
  // The element the event concerns: where focus goes for a focusout, else its target.
  'let t=e.relatedTarget||e.target,i=x.contains(t);',
  "if(e.key?e.key=='Escape':i?e.type=='click'&&t.closest('a'):e.type=='pointerdown'||t!=e.target){",
  "x.open=false;if(i&&e.key)x.querySelector('summary').focus()}}};",
  "for(let n of['keydown','focusout','pointerdown','click'])addEventListener(n,h)}",
].join('');
