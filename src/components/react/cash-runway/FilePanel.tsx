import { useRef, useState } from 'react';
import type { ReadResult } from '@/lib/cash-runway/read-file';
import type { Statement } from '@/lib/cash-runway/statement';
import type { CashRunwayText } from '@/lib/i18n/tools/cash-runway.en';
import type { CashRunwayFileText } from '@/lib/i18n/tools/cash-runway-file.en';

/** The largest file read: 26 weeks of even a busy account is far smaller. */
const MAX_BYTES = 15 * 1024 * 1024;

type Unknown = Extract<ReadResult, { kind: 'unknown' }>;
type FileState = { status: 'none' } | { status: 'reading' } | { status: 'error'; message: string } | ({ status: 'unknown' } & Unknown);

/** Loads the reading code (and papaparse) only now, when a file is chosen: never in the page's first load. */
const reader = () => import('@/lib/cash-runway/read-file');
/** And what only a file needs on screen (what was read, the column chooser, the debits found) with its words. */
const loadFileUi = () => import('./file-ui');
export type FileUi = Awaited<ReturnType<typeof loadFileUi>> & { words: CashRunwayFileText };

/**
 * The file picker and what was read. The file is read with File.text() and parsed here, on the device:
 * nothing is sent or stored. A statement goes up to the tool; an unknown layout asks for its columns.
 */
export function FilePanel({
  text,
  fileWords,
  statement,
  onStatement,
}: {
  text: CashRunwayText;
  /** Loads the page's language's file words (each island entry passes its own). */
  fileWords: () => Promise<CashRunwayFileText>;
  statement?: Statement;
  onStatement: (s: Statement | undefined, ui?: FileUi) => void;
}) {
  const t = text.file;
  const [state, setState] = useState<FileState>({ status: 'none' });
  const [ui, setUi] = useState<FileUi>();
  const input = useRef<HTMLInputElement>(null);

  const take = (read: ReadResult, loaded: FileUi | undefined = ui) => {
    if (read.kind === 'statement') {
      setState({ status: 'none' });
      onStatement(read.statement, loaded);
    } else if (read.kind === 'unknown') {
      setState({ status: 'unknown', ...read });
      onStatement(undefined);
    } else {
      setState({ status: 'error', message: t.unreadable });
      onStatement(undefined);
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setState({ status: 'error', message: t.tooBig(`${MAX_BYTES / 1024 / 1024} MB`) });
      return;
    }
    setState({ status: 'reading' });
    try {
      const [content, mod, uiModule, words] = await Promise.all([file.text(), reader(), loadFileUi(), fileWords()]);
      const fileUi = { ...uiModule, words };
      setUi(fileUi);
      take(mod.readStatementText(content), fileUi);
    } catch {
      setState({ status: 'error', message: t.failed });
      onStatement(undefined);
    }
  };

  const clear = () => {
    setState({ status: 'none' });
    onStatement(undefined);
    if (input.current) input.current.value = '';
  };

  return (
    <fieldset className="card" data-file-panel>
      <legend className="float-left w-full text-xl font-semibold">{t.title}</legend>
      <div className="clear-both">
        <p className="font-semibold" data-privacy>
          {t.privacy}
        </p>
        <label htmlFor="runway-file" className="mt-3 flex min-h-tap items-end pb-1 font-semibold">
          {t.label}
        </label>
        <p id="runway-file-hint" className="-mt-1 mb-2 text-sm text-muted">
          {t.hint}
        </p>
        <input
          ref={input}
          id="runway-file"
          type="file"
          accept=".csv,.ofx,.qfx,.txt,text/csv,application/x-ofx"
          aria-describedby="runway-file-hint"
          className="block w-full min-h-tap text-base file:mr-3 file:min-h-tap file:rounded-card file:border file:border-accent file:bg-paper file:px-4 file:font-semibold file:text-accent"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        {state.status === 'reading' && (
          <p role="status" className="mt-3">
            {t.reading}
          </p>
        )}
        {state.status === 'error' && (
          <p role="alert" className="mt-3 rounded-card border border-warn bg-warn-wash p-3 font-semibold" data-file-error>
            {state.message}
          </p>
        )}
        {state.status === 'unknown' && ui && <ui.ColumnChooser found={state} words={ui.words} onRead={(read) => take(read)} />}
        {statement && ui && <ui.ReadSummary statement={statement} text={text} words={ui.words} />}
        {(statement || state.status !== 'none') && (
          <button type="button" className="btn-secondary mt-4" onClick={clear}>
            {t.remove}
          </button>
        )}
      </div>
    </fieldset>
  );
}
