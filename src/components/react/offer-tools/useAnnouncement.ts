import { useEffect, useState } from 'react';

/** Screen readers hear the figures once typing pauses for this long, not on every keystroke. */
const ANNOUNCE_AFTER_MS = 1200;

/** `spoken`, for an aria-live region, after the reader stops changing it for a moment. */
export function useAnnouncement(spoken: string): string {
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnouncement(spoken), ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [spoken]);
  return announcement;
}
