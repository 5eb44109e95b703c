// Calculation history, kept only in this browser:
// localStorage `calcula:history:<calculatorId>` holds a JSON array of
// {time, inputs, result}, oldest first. The "Your data" panel lists, exports,
// imports and clears it; calculators append to it through addHistoryEntry.

import { localKeys, readLocal, removeLocal, writeLocal } from './storage';
import type { SolveGoal } from './share';

export const HISTORY_PREFIX = 'calcula:history:';
/** Entries kept per calculator; the oldest go first. */
export const HISTORY_LIMIT = 100;
/** Import files larger than this are refused unread. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const EXPORT_FORMAT = 'calcula-history';
/**
 * Dispatched on document (detail: {id}) when a calculator's history changes,
 * so lists on the page re-read it (src/islands/calculator/recent.ts).
 */
export const HISTORY_EVENT = 'calcula:history';
export const EXPORT_VERSION = 1;

export interface HistoryEntry {
  /** ISO 8601, UTC: "2026-01-31T12:00:00.000Z". */
  time: string;
  /** The raw text of every input, by input id. */
  inputs: Record<string, string>;
  /** The outputs, as the calculator computed them (any JSON). */
  result: unknown;
  /**
   * The calculation as the page showed it (entries stored before this was
   * kept have none): what the CSV export writes, one column per input and
   * output.
   */
  shown?: ShownEntry;
  /** The solve these inputs are the answer to, if they are one (restoring shows it again). */
  solve?: SolveGoal;
}

/** An input or output as the page showed it: "Home price", "$400,000.00". */
export interface ShownValue {
  id: string;
  label: string;
  text: string;
}

export interface ShownEntry {
  /** The calculator's title on the page: "Mortgage Calculator". */
  title: string;
  /** Each input shown, in form order. */
  inputs: ShownValue[];
  /** The main result's outputs, number formatted and unit written. */
  outputs: ShownValue[];
  /** The solve, as the page said it ("Home price = 392,466.37 gives …"), under the panel's heading. */
  solve?: ShownValue;
}

/** Calculator id → its entries, oldest first. */
export type History = Record<string, HistoryEntry[]>;

export interface HistoryExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exported: string;
  history: History;
}

const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function isCalculatorId(id: string): boolean {
  return ID.test(id);
}

export function historyKey(calculatorId: string): string {
  return HISTORY_PREFIX + calculatorId;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A timestamp as ISO 8601, or null when it is not one. */
function readTime(value: unknown): string | null {
  let ms: number;
  if (typeof value === 'number') ms = value;
  else if (typeof value === 'string' && value.trim() !== '') ms = Date.parse(value);
  else return null;
  if (!Number.isFinite(ms)) return null;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** One entry, checked and normalised; a string says what is wrong. */
export function readEntry(value: unknown): HistoryEntry | string {
  if (!isPlainObject(value)) return 'an entry is not an object';
  const time = readTime(value.time);
  if (time === null) return 'an entry has no valid "time"';
  if (!isPlainObject(value.inputs)) return 'an entry has no "inputs" object';
  const inputs: Record<string, string> = {};
  for (const [key, v] of Object.entries(value.inputs)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') inputs[key] = String(v);
    else return `input "${key}" is not text, a number or true/false`;
  }
  if (!('result' in value) || value.result === undefined) return 'an entry has no "result"';
  const entry: HistoryEntry = { time, inputs, result: value.result };
  if (value.shown !== undefined) {
    const shown = readShown(value.shown);
    if (shown === null) return 'an entry\'s "shown" is not {title, inputs, outputs} of {id, label, text}';
    entry.shown = shown;
  }
  if (value.solve !== undefined) {
    const solve = readSolve(value.solve);
    if (solve === null) return 'an entry\'s "solve" is not {input, output, target} of text';
    entry.solve = solve;
  }
  return entry;
}

function readSolve(value: unknown): SolveGoal | null {
  if (!isPlainObject(value)) return null;
  const { input, output, target } = value;
  return typeof input === 'string' && typeof output === 'string' && typeof target === 'string' ? { input, output, target } : null;
}

function readShownValue(v: unknown): ShownValue | null {
  if (!isPlainObject(v) || typeof v.id !== 'string' || typeof v.label !== 'string' || typeof v.text !== 'string') return null;
  return { id: v.id, label: v.label, text: v.text };
}

function readShownValues(value: unknown): ShownValue[] | null {
  if (!Array.isArray(value)) return null;
  const values: ShownValue[] = [];
  for (const v of value) {
    const read = readShownValue(v);
    if (read === null) return null;
    values.push(read);
  }
  return values;
}

function readShown(value: unknown): ShownEntry | null {
  if (!isPlainObject(value) || typeof value.title !== 'string') return null;
  const inputs = readShownValues(value.inputs);
  const outputs = readShownValues(value.outputs);
  if (!inputs || !outputs) return null;
  if (value.solve === undefined) return { title: value.title, inputs, outputs };
  const solve = readShownValue(value.solve);
  return solve ? { title: value.title, inputs, outputs, solve } : null;
}

function entryKey(e: HistoryEntry): string {
  return `${e.time}|${JSON.stringify(e.inputs)}`;
}

/** Oldest first, duplicates (same time and inputs) once, at most `limit`. */
export function tidy(entries: HistoryEntry[], limit = HISTORY_LIMIT): HistoryEntry[] {
  const seen = new Map<string, HistoryEntry>();
  for (const e of entries) seen.set(entryKey(e), e);
  const sorted = [...seen.values()].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  return sorted.slice(Math.max(0, sorted.length - limit));
}

/** One calculator's stored entries; unreadable data counts as none. */
export function readCalculatorHistory(calculatorId: string): HistoryEntry[] {
  const text = readLocal(historyKey(calculatorId));
  if (text === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map(readEntry).filter((e): e is HistoryEntry => typeof e !== 'string');
}

export function writeCalculatorHistory(calculatorId: string, entries: HistoryEntry[]): boolean {
  if (entries.length === 0) {
    removeLocal(historyKey(calculatorId));
    return true;
  }
  return writeLocal(historyKey(calculatorId), JSON.stringify(tidy(entries)));
}

/** Appends one calculation (for the calculators). */
export function addHistoryEntry(calculatorId: string, entry: HistoryEntry): boolean {
  return writeCalculatorHistory(calculatorId, [...readCalculatorHistory(calculatorId), entry]);
}

/** Everything stored in this browser, calculators in id order. */
export function readHistory(): History {
  const history: History = {};
  for (const key of localKeys(HISTORY_PREFIX)) {
    const id = key.slice(HISTORY_PREFIX.length);
    if (!isCalculatorId(id)) continue;
    const entries = readCalculatorHistory(id);
    if (entries.length > 0) history[id] = entries;
  }
  return history;
}

export function countEntries(history: History): number {
  return Object.values(history).reduce((n, entries) => n + entries.length, 0);
}

export function announceHistory(calculatorId: string): void {
  if (typeof document !== 'undefined') {
    document.dispatchEvent(new CustomEvent(HISTORY_EVENT, { detail: { id: calculatorId } }));
  }
}

/** Deletes every calculator's history; announces each. */
export function clearHistory(): void {
  for (const key of localKeys(HISTORY_PREFIX)) {
    removeLocal(key);
    announceHistory(key.slice(HISTORY_PREFIX.length));
  }
}

export function mergeHistory(a: History, b: History): History {
  const merged: History = {};
  for (const id of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    merged[id] = tidy([...(a[id] ?? []), ...(b[id] ?? [])]);
  }
  return merged;
}

/** Stores `history` merged into what is stored; false if storage refused. */
export function importHistory(history: History): boolean {
  const merged = mergeHistory(readHistory(), history);
  let ok = true;
  for (const id of Object.keys(history)) {
    ok = writeCalculatorHistory(id, merged[id] ?? []) && ok;
    announceHistory(id);
  }
  return ok;
}

export type ImportResult = { ok: true; history: History; count: number } | { ok: false; reason: string };

/**
 * Reads an import file's text: our export ({format, version, history}) or a
 * bare {calculatorId: entries[]} object. All or nothing: one bad entry
 * rejects the file.
 */
export function parseHistoryImport(text: string): ImportResult {
  if (text.length > IMPORT_MAX_BYTES) return { ok: false, reason: 'the file is too large' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'the file is not JSON' };
  }
  if (!isPlainObject(json)) return { ok: false, reason: 'the file is not a history export' };
  let body: unknown = json;
  if ('format' in json || 'history' in json) {
    if (json.format !== EXPORT_FORMAT) return { ok: false, reason: 'the file is not a Calcula history export' };
    if (json.version !== EXPORT_VERSION) return { ok: false, reason: `unsupported version ${String(json.version)}` };
    body = json.history;
  }
  if (!isPlainObject(body)) return { ok: false, reason: 'the file has no history' };
  const history: History = {};
  let count = 0;
  for (const [id, entries] of Object.entries(body)) {
    if (!isCalculatorId(id)) return { ok: false, reason: `"${id.slice(0, 64)}" is not a calculator id` };
    if (!Array.isArray(entries)) return { ok: false, reason: `${id}: expected a list of entries` };
    const read: HistoryEntry[] = [];
    for (const value of entries) {
      const entry = readEntry(value);
      if (typeof entry === 'string') return { ok: false, reason: `${id}: ${entry}` };
      read.push(entry);
    }
    if (read.length > 0) {
      history[id] = read;
      count += read.length;
    }
  }
  if (count === 0) return { ok: false, reason: 'the file holds no entries' };
  return { ok: true, history, count };
}

export function historyToJson(history: History, now: Date = new Date()): string {
  const data: HistoryExport = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exported: now.toISOString(), history };
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** One CSV cell; text a spreadsheet would run as a formula gets a leading apostrophe. */
function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A stored raw value as a cell's text (entries from before `shown` was kept). */
function rawText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) return value.map(rawText).join('; ');
  return JSON.stringify(value);
}

/**
 * An entry's cells: each input and output with its column key and heading.
 * Entries keep what the page showed (`shown`); older ones have only their
 * raw texts and values, headed by their ids.
 */
function entryCells(id: string, e: HistoryEntry): { key: string; heading: string; text: string }[] {
  const title = e.shown?.title ?? id;
  const cell = (kind: string, v: ShownValue) => ({ key: `${id}\u0000${kind}\u0000${v.id}`, heading: `${title}: ${v.label}`, text: v.text });
  if (e.shown) {
    const solve = e.shown.solve ? [cell('solve', { ...e.shown.solve, id: 'solve' })] : [];
    return [...e.shown.inputs.map((v) => cell('in', v)), ...e.shown.outputs.map((v) => cell('out', v)), ...solve];
  }
  const inputs = Object.entries(e.inputs).map(([k, v]) => cell('in', { id: k, label: k, text: v }));
  const result = e.result;
  const outputs =
    typeof result === 'object' && result !== null && !Array.isArray(result)
      ? Object.entries(result).map(([k, v]) => cell('out', { id: k, label: k, text: rawText(v) }))
      : [cell('out', { id: 'result', label: 'result', text: rawText(result) })];
  return [...inputs, ...outputs];
}

/**
 * One row per entry: the calculator, the time, then one column per input
 * and per output of every calculator exported ("Mortgage Calculator: Home
 * price"), each cell the value as the page showed it ("$400,000.00").
 */
export function historyToCsv(history: History): string {
  const columns = new Map<string, string>();
  const rows: { calculator: string; time: string; cells: Map<string, string> }[] = [];
  for (const [id, entries] of Object.entries(history)) {
    for (const e of entries) {
      const cells = new Map<string, string>();
      for (const { key, heading, text } of entryCells(id, e)) {
        if (!columns.has(key)) columns.set(key, heading);
        cells.set(key, text);
      }
      rows.push({ calculator: e.shown?.title ?? id, time: e.time, cells });
    }
  }
  const keys = [...columns.keys()];
  const lines = [['calculator', 'time', ...columns.values()]];
  for (const row of rows) lines.push([row.calculator, row.time, ...keys.map((k) => row.cells.get(k) ?? '')]);
  return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** "calcula-history-2026-01-31.json" */
export function exportFileName(extension: 'json' | 'csv', now: Date = new Date()): string {
  return `calcula-history-${now.toISOString().slice(0, 10)}.${extension}`;
}
