import type { ClientDirective } from 'astro';

/**
 * Hydrate an island once the page's first frame has painted: a task after the first animation frame.
 * For islands whose server HTML is already the final first paint (the tools show their default
 * scenario, the blog its list). `client:load` started downloading their code while the page was still
 * parsing, so the browser (and Lighthouse) counted those requests before the largest paint; `client:idle`
 * can also fire before the first frame. Here the first paint never waits on island code.
 */
const painted: ClientDirective = (load) => {
  requestAnimationFrame(() =>
    setTimeout(async () => {
      await (
        await load()
      )();
    }),
  );
};

export default painted;
