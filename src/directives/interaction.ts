import type { ClientDirective } from 'astro';

/**
 * Hydrate an island on the reader's first interaction with it (pointer, touch, focus or key), so a
 * reader who never touches it downloads none of its code. It is for islands whose server HTML already
 * works on its own (the FAQ's native <details>): the first tap does its native job at once, and the
 * enhanced version takes over with the same state once it has loaded.
 */
const interaction: ClientDirective = (load, _options, el) => {
  const events = ['pointerdown', 'pointerover', 'focusin', 'touchstart', 'keydown'] as const;
  const start = async () => {
    events.forEach((type) => el.removeEventListener(type, start));
    await (
      await load()
    )();
  };
  // Touched before Astro's island runtime had loaded (src/integrations/island-runtime.ts loads it on that
  // very touch): hydrate now rather than wait for a second one.
  if (el.hasAttribute('data-touched')) return void start();
  events.forEach((type) => el.addEventListener(type, start, { once: true, passive: true }));
};

export default interaction;
