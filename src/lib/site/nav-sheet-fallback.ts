/**
 * For browsers without invoker commands (`command`/`commandfor`) or `closedby`, which the navigation
 * sheet uses: the same open, close and backdrop-tap behaviour. Header.astro loads it as a processed
 * <script>: the build minifies it, inlines it (it is far under the inline limit) and host-files hashes
 * it into the CSP, so it costs no request. Browser-only; does nothing where both features exist.
 */
export function installNavSheetFallback(): void {
  const Dialog = window.HTMLDialogElement;
  if (!Dialog) return;
  const hasCommands = 'command' in HTMLButtonElement.prototype;
  const hasClosedBy = 'closedBy' in Dialog.prototype;
  if (hasCommands && hasClosedBy) return;

  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!hasCommands) {
      // A button with commandfor="id" opens (or, with command="close", closes) the dialog it names.
      const button = target instanceof Element ? target.closest('button[commandfor]') : null;
      const dialog = button ? document.getElementById(button.getAttribute('commandfor') ?? '') : null;
      if (button && dialog instanceof Dialog) {
        if (button.getAttribute('command') === 'close') dialog.close();
        else if (!dialog.open) dialog.showModal();
        return;
      }
    }
    // closedby="any": a tap on the backdrop (the dialog element itself, outside its content) closes it.
    if (!hasClosedBy && target instanceof Dialog && target.open && target.hasAttribute('closedby')) target.close();
  });
}
