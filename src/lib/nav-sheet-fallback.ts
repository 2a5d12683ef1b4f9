/**
 * For browsers without invoker commands or `closedby` (the navigation sheet uses both): the same
 * open, close and backdrop-tap behaviour in a few lines. Header.astro inlines it; the CSP hashes it.
 * Kept as a string so the page ships exactly these bytes and no bundle.
 */
export const NAV_SHEET_FALLBACK = `(()=>{const B=HTMLButtonElement.prototype,D=window.HTMLDialogElement;if(!D)return;
if(!('command' in B))document.addEventListener('click',e=>{const b=e.target instanceof Element&&e.target.closest('button[commandfor]');if(!b)return;const d=document.getElementById(b.getAttribute('commandfor'));if(!(d instanceof D))return;if(b.getAttribute('command')==='close')d.close();else if(!d.open)d.showModal()});
if(!('closedBy' in D.prototype))document.addEventListener('click',e=>{const d=e.target;if(d instanceof D&&d.open&&d.hasAttribute('closedby'))d.close()});})();`;
