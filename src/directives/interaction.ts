import type { ClientDirective } from 'astro';

/**
 * Hydrate an island on the reader's first interaction with it, so a reader who never touches it
 * downloads none of its code. Loading starts on intent (pointer down/over, focus) and the click that
 * triggered it is replayed once the component is live, so the first tap is never a dead click.
 */
const interaction: ClientDirective = (load, _options, el) => {
  let started: Promise<void> | undefined;
  let pendingClick: HTMLElement | undefined;

  const start = () => {
    started ??= (async () => {
      const hydrate = await load();
      await hydrate();
      remove();
      // Let React commit the hydrated tree before replaying the click.
      requestAnimationFrame(() => {
        const target = pendingClick;
        pendingClick = undefined;
        target?.click();
      });
    })();
    return started;
  };

  const onIntent = () => void start();
  const onClick = (event: Event) => {
    // Links and native disclosures work without the island: only buttons wait for it.
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
    if (!target) return;
    // Hold the click until the component can handle it.
    event.preventDefault();
    event.stopPropagation();
    pendingClick = target;
    void start();
  };

  const intentEvents = ['pointerdown', 'pointerover', 'focusin', 'touchstart'] as const;
  const remove = () => {
    intentEvents.forEach((type) => el.removeEventListener(type, onIntent));
    el.removeEventListener('click', onClick, true);
  };
  intentEvents.forEach((type) => el.addEventListener(type, onIntent, { passive: true }));
  el.addEventListener('click', onClick, true);
};

export default interaction;
