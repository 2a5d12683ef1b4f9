/**
 * For browsers without invoker commands or `closedby` (the navigation sheet uses both): the same
 * open, close and backdrop-tap behaviour in a few lines. Header.astro inlines it; the CSP hashes it.
 * Kept as a string so the page ships exactly these bytes and no bundle.
 */
export const NAV_SHEET_FALLBACK = `(()=>{const D=window.HTMLDialogElement;if(!D)return;const c='command'in HTMLButtonElement.prototype,x='closedBy'in D.prototype;if(c&&x)return;document.addEventListener('click',e=>{const t=e.target;if(!c){const b=t instanceof Element&&t.closest('button[commandfor]'),d=b&&document.getElementById(b.getAttribute('commandfor'));if(d instanceof D){b.getAttribute('command')=='close'?d.close():d.open||d.showModal();return}}if(!x&&t instanceof D&&t.open&&t.hasAttribute('closedby'))t.close()})})();`;
