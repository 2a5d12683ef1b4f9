import { useState } from 'react';

/**
 * The offer tools' help tip. Same props as the calculator's (`id`, `label`, `text`) so the lazily
 * loaded Radix tooltip replacing it there can be swapped in here by changing this one file.
 */
export function HelpTip({ id, label, text }: { id: string; label: string; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <span className="relative inline-flex" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        aria-describedby={open ? id : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
        className="inline-flex min-h-[44px] min-w-[44px] items-center justify-center rounded-full text-muted hover:text-accent"
      >
        <span className="sr-only">About {label}</span>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="10" cy="10" r="8" />
          <path d="M8 7.5a2 2 0 1 1 2.8 1.8c-.5.2-.8.7-.8 1.2v.5M10 14h.01" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <span id={id} role="tooltip" className="absolute bottom-full right-0 z-50 mb-1 w-64 rounded-card bg-ink px-3 py-2 text-sm font-normal leading-snug text-white shadow-lg">
          {text}
        </span>
      )}
    </span>
  );
}
