// A slider per parameter (a free letter such as a in y = a x^2): its value,
// its range and step (editable), and play/pause, which sweeps the value back
// and forth across the range.

import { useEffect, useRef } from 'react';
import type { CalculatorGraphStrings } from '../../generated/CalculatorGraphStrings';
import { fillTemplate } from '../../lib/format';
import { validSlider, type Slider } from './state';

/** Animation: a full sweep of the range takes about this long. */
const SWEEP_MS = 4000;

export interface SlidersProps {
  strings: CalculatorGraphStrings;
  names: string[];
  sliders: Record<string, Slider>;
  playing: string | null;
  idBase: string;
  onChange: (name: string, slider: Slider) => void;
  onPlay: (name: string | null) => void;
}

function NumberBox({ label, value, onValue }: { label: string; value: number; onValue: (v: number) => void }) {
  return (
    <input
        className="calc-input graph-number"
        type="text"
        inputMode="decimal"
        aria-label={label}
        defaultValue={String(value)}
        key={value}
        onBlur={(e) => {
          const v = Number(e.target.value.replace(',', '.'));
          if (Number.isFinite(v)) onValue(v);
          else e.target.value = String(value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
        }}
      />
  );
}

export function Sliders({ strings, names, sliders, playing, idBase, onChange, onPlay }: SlidersProps) {
  const latest = useRef({ sliders, onChange });
  latest.current = { sliders, onChange };
  const direction = useRef(1);

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const s = latest.current.sliders[playing];
      if (s) {
        const span = s.max - s.min;
        let v = s.value + direction.current * span * ((now - last) / SWEEP_MS);
        if (v >= s.max) {
          v = s.max;
          direction.current = -1;
        } else if (v <= s.min) {
          v = s.min;
          direction.current = 1;
        }
        // Values on the slider's steps.
        const stepped = s.min + Math.round((v - s.min) / s.step) * s.step;
        latest.current.onChange(playing, { ...s, value: Number(stepped.toPrecision(12)) });
      }
      last = now;
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  if (names.length === 0) return null;
  return (
    <fieldset className="graph-sliders">
      <legend className="calc-label">{strings.sliders}</legend>
      {names.map((name) => {
        const s = sliders[name];
        if (!s) return null;
        const set = (patch: Partial<Slider>) => {
          const next = { ...s, ...patch };
          if (validSlider(next)) onChange(name, { ...next, value: Math.min(next.max, Math.max(next.min, next.value)) });
        };
        const id = `${idBase}-${name}`;
        const isPlaying = playing === name;
        return (
          <div key={name} className="graph-slider">
            <label htmlFor={id} className="graph-slider-name">
              {name} = {s.value}
            </label>
            <input
              id={id}
              name={`slider-${name}`}
              type="range"
              min={s.min}
              max={s.max}
              step={s.step}
              value={s.value}
              onChange={(e) => set({ value: Number(e.target.value) })}
            />
            <button
              type="button"
              className="graph-button"
              aria-pressed={isPlaying}
              aria-label={fillTemplate(isPlaying ? strings.pause : strings.play, { name })}
              onClick={() => onPlay(isPlaying ? null : name)}
            >
              {isPlaying ? '❚❚' : '▶'}
            </button>
            <div className="graph-slider-range">
              <NumberBox label={fillTemplate(strings.min, { name })} value={s.min} onValue={(v) => set({ min: v })} />
              <NumberBox label={fillTemplate(strings.max, { name })} value={s.max} onValue={(v) => set({ max: v })} />
              <NumberBox label={fillTemplate(strings.step, { name })} value={s.step} onValue={(v) => set({ step: v })} />
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
