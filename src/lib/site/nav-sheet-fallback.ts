/**
 * The navigation sheet's one script. Header.astro loads it as a processed <script>: the build minifies it,
 * inlines it (it is far under the inline limit) and host-files hashes it into the CSP, so it costs no request.
 * Browser-only.
 *
 * 1. Focus return, everywhere: after the sheet closes (Escape, its close button or a backdrop tap), focus goes
 *    back to the button that opened it (the WAI-ARIA dialog pattern). Browsers restore focus on Escape and
 *    close(), but not every version does after a light dismiss (`closedby="any"`): Chromium 150 left focus on
 *    <body>. So the script restores it itself whenever focus was left nowhere or inside the closed sheet.
 * 2. For browsers without invoker commands (`command`/`commandfor`) or `closedby`: the same open, close and
 *    backdrop-tap behaviour.
 */
export function installNavSheetFallback(): void {
  const Dialog = window.HTMLDialogElement;
  if (!Dialog) return;
  const hasCommands = 'command' in HTMLButtonElement.prototype;
  const hasClosedBy = 'closedBy' in Dialog.prototype;
  /** The button that last opened a dialog (the page has one sheet). */
  let opener: HTMLElement | undefined;

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      // A button with commandfor="id" opens (or, with command="close", closes) the dialog it names.
      const button = target instanceof Element ? target.closest('button[commandfor]') : null;
      const dialog = button && document.getElementById(button.getAttribute('commandfor')!);
      if (dialog instanceof Dialog) {
        const closing = button!.getAttribute('command') == 'close';
        if (!closing) opener = button as HTMLElement;
        if (!hasCommands) {
          if (closing) dialog.close();
          else if (!dialog.open) dialog.showModal();
        }
      }
      // closedby="any": a tap on the backdrop (the dialog element itself, outside its content) closes it.
      else if (!hasClosedBy && target instanceof Dialog && target.open && target.hasAttribute('closedby')) target.close();
    },
    // Capture: the opener is known before the browser runs the button's command.
    true,
  );

  // `close` does not bubble: listen in the capture phase. Focus is "lost" on <body> or inside the closed sheet.
  document.addEventListener(
    'close',
    (event) => {
      const focused = document.activeElement;
      if (!focused || focused == document.body || (event.target as Element).contains(focused)) opener?.focus();
    },
    true,
  );
}
