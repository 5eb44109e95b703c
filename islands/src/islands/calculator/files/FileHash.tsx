// Hashing a file (the hash generator's pages: props.strings.files). The
// file goes to a Web Worker (hash.worker.ts) that reads it in slices, so a
// file of gigabytes neither blocks the page nor fills the memory. The
// algorithm, key, output and hash to verify are the form's: changing the
// algorithm or the key hashes the file again; the output and the
// verification are worked out from the digest's bytes.

import { useEffect, useRef, useState } from 'react';
import type { CalculatorProps } from '../../../lib/props';
import type { Texts } from '../../../lib/conditions';
import { errorMessage, type CalcError } from '../../../lib/errors';
import { fillTemplate, formatPercent } from '../../../lib/format';
import { loadGlue } from '../../../lib/wasm';
import type { HashReply, HashRequest } from './messages';
import { sizeText } from './size';

type Job =
  | { state: 'idle' }
  | { state: 'running'; file: File; done: number; started: number; now: number }
  | { state: 'done'; file: File; algorithm: string; hex: string; base64: string; digest: Uint8Array }
  | { state: 'cancelled'; file: File }
  | { state: 'error'; file: File; error: CalcError | null };

interface HashGlue {
  hashMatches(expected: string, digest: Uint8Array): boolean | undefined;
}

interface FileHashProps {
  props: CalculatorProps;
  texts: Texts;
  idBase: string;
}

export function FileHash({ props, texts, idBase }: FileHashProps) {
  const s = props.strings.files;
  const [job, setJob] = useState<Job>({ state: 'idle' });
  const [verdict, setVerdict] = useState<boolean | undefined>(undefined);
  const worker = useRef<Worker | null>(null);
  const algorithm = texts.algorithm ?? '';
  const key = texts.key ?? '';
  const expected = (texts.expected ?? '').trim();

  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
  };

  const start = (file: File) => {
    stop();
    const w = new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    const started = performance.now();
    setJob({ state: 'running', file, done: 0, started, now: started });
    w.onmessage = (e: MessageEvent<HashReply>) => {
      const reply = e.data;
      if (reply.type === 'progress') {
        setJob({ state: 'running', file, done: reply.done, started, now: performance.now() });
        return;
      }
      stop();
      setJob(
        reply.type === 'done'
          ? { state: 'done', file, algorithm, hex: reply.hex, base64: reply.base64, digest: reply.digest }
          : { state: 'error', file, error: reply.error },
      );
    };
    w.onerror = () => {
      stop();
      setJob({ state: 'error', file, error: null });
    };
    const request: HashRequest = { file, algorithm, key };
    w.postMessage(request);
  };

  // A new algorithm or key: the file's hash is another one.
  const file = job.state === 'idle' ? null : job.file;
  useEffect(() => {
    if (file && job.state !== 'cancelled') start(file);
  }, [algorithm, key]);

  useEffect(() => stop, []);

  // The pasted hash against the file's digest, in constant time (calc-wasm).
  const digest = job.state === 'done' ? job.digest : null;
  useEffect(() => {
    setVerdict(undefined);
    if (!digest || expected === '') return;
    let current = true;
    loadGlue<HashGlue>(props.module).then(
      (glue) => current && setVerdict(glue.hashMatches(expected, digest)),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [digest, expected]);

  if (!s) return null;
  const locale = props.numberLocale;
  const size = (bytes: number) => sizeText(bytes, s, locale);
  const algorithmLabel = (id: string) =>
    props.fields.find((f) => f.id === 'algorithm')?.options.find((o) => o.value === id)?.label ?? id;
  const verificationLabels = props.outputs.find((o) => o.id === 'verification')?.values ?? {};

  let status: string | null = null;
  if (job.state === 'running') {
    const seconds = (job.now - job.started) / 1000;
    const fraction = job.file.size > 0 ? job.done / job.file.size : 1;
    status = fillTemplate(s.status, {
      percent: formatPercent(fraction * 100, locale, 0),
      size: size(job.file.size),
      speed: seconds > 0 ? size(job.done / seconds) : '…',
    });
  } else if (job.state === 'cancelled') {
    status = s.cancelled;
  } else if (job.state === 'error') {
    status = job.error ? errorMessage(job.error, props.fields, props.strings, locale) : s.readError;
  }

  return (
    <section className="calc-files" aria-labelledby={`${idBase}-heading`} data-files="">
      <h2 id={`${idBase}-heading`} className="calc-heading">
        {s.heading}
      </h2>
      <p className="calc-help">{s.note}</p>
      <div className="calc-field">
        <label className="calc-label" htmlFor={`${idBase}-input`}>
          {s.choose}
        </label>
        <input
          id={`${idBase}-input`}
          className="calc-file-input"
          type="file"
          name="file"
          onChange={(e) => {
            const chosen = e.currentTarget.files?.[0];
            if (chosen) start(chosen);
          }}
        />
      </div>
      {job.state === 'running' && (
        <div className="calc-file-progress">
          <progress max={job.file.size || 1} value={job.done} aria-label={s.progress} />
          <button
            type="button"
            className="calc-tool-button"
            onClick={() => {
              stop();
              setJob({ state: 'cancelled', file: job.file });
            }}
          >
            {s.cancel}
          </button>
        </div>
      )}
      <p className="calc-file-status" role="status" aria-live="polite">
        {status}
      </p>
      {job.state === 'done' && (
        <div className="calc-file-result">
          <p className="calc-label">
            {fillTemplate(s.result, {
              algorithm: algorithmLabel(job.algorithm),
              name: job.file.name,
              size: size(job.file.size),
            })}
          </p>
          <code className="calc-file-digest" data-output="fileHash">
            {texts.encoding === 'base64' ? job.base64 : job.hex}
          </code>
          {verdict !== undefined && (
            <p className="calc-file-verdict" data-output="fileVerification" data-value={verdict ? 'match' : 'noMatch'}>
              {verificationLabels[verdict ? 'match' : 'noMatch']}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
