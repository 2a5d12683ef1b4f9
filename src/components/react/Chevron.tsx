/**
 * The down chevron on every control that opens something (FAQ answers, the Resources menus, the city
 * and industry lists): one drawing. A React component so islands and Astro pages (which render it to
 * plain HTML, no script) share it.
 */
export function Chevron({ size = 12, className }: { size?: 12 | 14; className?: string }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 12 12" className={className}>
      <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" />
    </svg>
  );
}
