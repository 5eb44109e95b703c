// "Your data": there are no accounts, so "Sign In"
// opens this modal dialog about what this browser keeps — calculation
// history — with export (JSON, CSV), import (JSON, checked, merged) and
// clear all (confirmed). A native <dialog> opened with showModal(): the rest
// of the page is inert, Escape closes it, focus returns to the opener.
// Loaded only when first opened.

import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { SearchEntry, YourDataStrings } from '../../lib/shell-props';
import {
  clearHistory,
  countEntries,
  exportFileName,
  historyToCsv,
  historyToJson,
  importHistory,
  parseHistoryImport,
  readHistory,
  type History,
} from '../../lib/history';
import { countMessage } from '../../lib/format';
import { loadSearcher } from '../../lib/search';
import { Icon } from './icons';
import { trapTab } from './focus';

export interface YourDataProps {
  strings: YourDataStrings;
  lang: string;
  /** The search index, to show calculators by title. */
  searchIndex: string;
  onClose(): void;
}

/** The export buttons, in order: file format, MIME type, writer, label. */
const EXPORTS = [
  { format: 'json', type: 'application/json', write: historyToJson, label: 'exportJson' },
  { format: 'csv', type: 'text/csv', write: historyToCsv, label: 'exportCsv' },
] as const;

type Message = { kind: 'ok' | 'error'; text: string } | null;

// A copy of calculator/exporting.ts's download(): importing it, or sharing a
// module with it, would add a chunk to what every page preloads.
function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export default function YourData({ strings, lang, searchIndex, onClose }: YourDataProps) {
  const uid = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const importButton = useRef<HTMLButtonElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const [history, setHistory] = useState<History>(() => readHistory());
  const [titles, setTitles] = useState<Map<string, SearchEntry>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const total = countEntries(history);
  const empty = total === 0;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (!el.open) el.showModal();
    return () => {
      if (el.open) el.close();
    };
  }, []);

  // Leaving the confirmation, focus goes back to the buttons, not the body.
  useEffect(() => {
    if (wasConfirming.current && !confirming) {
      (clearButton.current && !clearButton.current.disabled ? clearButton.current : importButton.current)?.focus();
    }
    wasConfirming.current = confirming;
  }, [confirming]);

  // Calculators by title and link, when the search index can say.
  useEffect(() => {
    if (empty) return;
    let live = true;
    loadSearcher(searchIndex).then(
      (s) => {
        if (live) setTitles(new Map(s.entries.filter((e) => e.kind === 'calculator').map((e) => [e.id, e])));
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [empty, searchIndex]);

  const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });

  async function onImport(e: ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    const failed = strings.importFailed ?? 'This file is not a Calcula history export. Nothing was imported.';
    const result = chosen.size > 2 * 1024 * 1024 ? null : parseHistoryImport(await chosen.text());
    if (!result || !result.ok) {
      setMessage({ kind: 'error', text: failed });
      return;
    }
    if (!importHistory(result.history)) {
      setMessage({ kind: 'error', text: strings.storageFailed ?? 'Your browser did not allow saving.' });
    } else {
      setMessage({ kind: 'ok', text: countMessage(strings.importDone ?? 'Imported {count} entries.', String(result.count), lang) });
    }
    setHistory(readHistory());
  }

  function onClear() {
    clearHistory();
    setHistory(readHistory());
    setConfirming(false);
    setMessage({ kind: 'ok', text: strings.cleared ?? 'All history was deleted.' });
  }

  const titleId = `${uid}title`;
  return (
    <dialog
      ref={dialog}
      className="shell-dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(e) => {
        // Escape: let React state close it, so focus returns to the opener.
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e: KeyboardEvent<HTMLDialogElement>) => {
        if (dialog.current) trapTab(e.nativeEvent, dialog.current);
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (e.target === dialog.current) onClose();
      }}
    >
      <div className="shell-dialog-body">
        <div className="shell-dialog-head">
          <h2 id={titleId} className="shell-dialog-title">
            {strings.title}
          </h2>
          <button type="button" className="shell-btn" onClick={onClose}>
            <Icon name="x" />
            <span className="shell-sr">{strings.close}</span>
          </button>
        </div>
        <p>{strings.intro}</p>
        {empty ? (
          <p className="shell-data-empty">{strings.empty}</p>
        ) : (
          <ul className="shell-data-list">
            {Object.entries(history).map(([id, entries]) => {
              const entry = titles.get(id);
              const last = entries[entries.length - 1];
              return (
                <li key={id} className="shell-data-item">
                  {entry ? <a href={entry.href}>{entry.title}</a> : <span>{id}</span>}
                  <span className="shell-data-meta">
                    {countMessage(strings.saved ?? '{count}', String(entries.length), lang)}
                    {last ? ` · ${dates.format(new Date(last.time))}` : ''}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <p className={message?.kind === 'error' ? 'shell-data-message is-error' : 'shell-data-message'} role="status">
          {message?.text}
        </p>
        {confirming ? (
          <div className="shell-data-confirm" role="group" aria-labelledby={`${uid}confirm`}>
            <p id={`${uid}confirm`}>{strings.confirmClear ?? 'Delete all saved history from this browser?'}</p>
            <div className="shell-data-actions">
              <button type="button" className="shell-action is-danger" onClick={onClear}>
                {strings.confirmClearYes ?? strings.clearAll}
              </button>
              <button type="button" className="shell-action" onClick={() => setConfirming(false)} autoFocus>
                {strings.cancel ?? 'Cancel'}
              </button>
            </div>
          </div>
        ) : (
          <div className="shell-data-actions">
            {EXPORTS.map(({ format, type, write, label }) => (
              <button
                key={format}
                type="button"
                className="shell-action"
                disabled={empty}
                onClick={() => download(exportFileName(format), type, write(history))}
              >
                {strings[label]}
              </button>
            ))}
            <button ref={importButton} type="button" className="shell-action" onClick={() => file.current?.click()}>
              {strings.importJson}
            </button>
            <input ref={file} type="file" accept="application/json,.json" hidden onChange={(e) => void onImport(e)} />
            <button
              ref={clearButton}
              type="button"
              className="shell-action is-danger"
              disabled={empty}
              onClick={() => {
                setMessage(null);
                setConfirming(true);
              }}
            >
              {strings.clearAll}
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
