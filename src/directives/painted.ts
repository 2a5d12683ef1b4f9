import type { ClientDirective } from 'astro';
import { PAINTED } from '@/lib/site/after-paint';

/**
 * Hydrate an island once the page's first paint has been shown (the promise every page defines inline:
 * src/lib/site/after-paint.ts). For islands whose server HTML is already the final first paint (the
 * tools show their default scenario, the blog its list). `client:load` started downloading their code
 * while the page was still parsing, so the browser (and Lighthouse) counted those requests before the
 * largest paint; `client:idle` can also fire before the first frame. Here the first paint never waits on
 * island code.
 */
const painted: ClientDirective = (load) => {
  // Every page with such an island defines it (src/integrations/island-runtime.ts stops the build otherwise).
  void (self as unknown as Record<string, Promise<void>>)[PAINTED]!.then(async () => {
    await (
      await load()
    )();
  });
};

export default painted;
