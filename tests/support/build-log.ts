/** The lines of an Astro build's output that are warnings: Astro's logger marks them `[WARN]` (`12:00:01 [WARN] [vite] …`). */
export const warningLines = (log: string): string[] => log.split('\n').filter((line) => /\[WARN\]/.test(line));
