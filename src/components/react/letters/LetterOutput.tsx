import { memo, useRef, useState } from 'react';
import type { LetterOutputText } from '@/lib/letters/output';

/**
 * A drafted letter and what the reader does with it: copy, download as plain text, print (on one US Letter
 * page, public/print.css). Shared by every letter tool. The text exists only in the
 * page: the download is made in the browser from memory, and nothing is sent or stored.
 */
// Memoised: its props are strings and the page's words, so a keystroke that leaves the letter as it was redraws nothing here.
export const LetterOutput = memo(function LetterOutput({
  letter,
  fileName,
  text,
  lang,
}: {
  letter: string;
  fileName: string;
  text: LetterOutputText;
  lang?: string | undefined;
}) {
  const [toast, setToast] = useState('');
  const toastTimer = useRef<number | undefined>(undefined);
  const say = (message: string) => {
    setToast(message);
    window.clearTimeout(toastTimer.current);
    toastTimer.current = window.setTimeout(() => setToast(''), 2500);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(letter);
      say(text.copied);
    } catch {
      say(text.copyFailed);
    }
  };
  const download = () => {
    // CRLF line ends, so Notepad shows the lines too.
    const url = URL.createObjectURL(new Blob([letter.replace(/\n/g, '\r\n')], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <>
      <div className="mt-6 flex flex-wrap gap-3" data-print-hide>
        <button type="button" className="btn-primary" onClick={copy}>
          {text.copy}
        </button>
        <button type="button" className="btn-secondary" onClick={download}>
          {text.download}
        </button>
        <button type="button" className="btn-secondary" onClick={() => window.print()}>
          {text.print}
        </button>
      </div>
      <h3 className="sr-only">{text.yourLetter}</h3>
      <div
        lang={lang}
        data-letter
        className="mt-4 whitespace-pre-wrap break-words rounded-card border border-line bg-paper p-5 font-serif text-base leading-relaxed"
      >
        {letter}
      </div>
      <div
        role="status"
        aria-live="polite"
        data-print-hide
        className={toast ? 'fixed bottom-24 left-1/2 z-50 -translate-x-1/2 rounded-card bg-ink px-4 py-2 text-white shadow-lg lg:bottom-8' : 'sr-only'}
      >
        {toast}
      </div>
    </>
  );
});
