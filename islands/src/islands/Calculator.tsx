// The calculator island: a form built from the calculator's fields and a
// results panel, all driven by CalculatorProps. The same component renders
// on the server (build time) and hydrates in the browser.

import { useEffect, useId, useRef, type ClipboardEvent, type DragEvent } from 'react';
import type { CalculatorProps, Field as FieldView, InputSpec } from '../lib/props';
import { visibleInputs, type Texts } from '../lib/conditions';
import { errorMessage } from '../lib/errors';
import { currencySymbol, decimalSeparator, pluralText } from '../lib/format';
import { MathNotation, notationFor } from './calculator/math/notation';
import { Field } from './calculator/Field';
import { Results } from './calculator/Results';
import { shownOutputs } from './calculator/outputs';
import { summaryOf } from './calculator/summary';
import { formTexts } from './calculator/formTexts';
import { useCalculator } from './calculator/useCalculator';
import { carriesMore, readShareParams } from '../lib/share';
import { linkedTexts } from './calculator/shareTexts';
import { useCalculatorTools } from './calculator/useCalculatorTools';
import { CalculatorTools } from './calculator/CalculatorTools';
import { SolvePanel } from './calculator/SolvePanel';
import { useSolve } from './calculator/useSolve';
import { aimableOutputs, solvableInputs } from './calculator/solvable';
import type { Aim } from './calculator/AimButton';
import { prepareDetails, ResultDetails } from './calculator/Details';
import { FilePanel, prepareFiles } from './calculator/files/FilePanel';
import { StrengthPanel } from './calculator/strength/StrengthPanel';
import { todayTexts } from '../lib/dates';
import { convertsOnSwitch, hasUnitSwitch, unitShown, unitSwitchKey } from '../lib/unitSwitch';
import type { UnitMemos } from '../lib/units';
import { part } from './calculator/parts';
import { prepareParts } from './calculator/prepareParts';
import { prepareAcademic } from './calculator/academic/lazy';
import { isDrawnResult } from '../lib/drawn';
import { maxLengthOf, pastedOverLimit } from '../lib/limits';

function affixes(field: FieldView, props: CalculatorProps, texts: Texts): { prefix: string; suffix: string } {
  if (field.unit === 'currency') return { prefix: currencySymbol(props.numberLocale, props.currency), suffix: '' };
  // A distance shows the km/mi switch's unit (lib/units.ts).
  const unit = unitShown(props.spec, field, texts);
  if (unit === 'none') return { prefix: '', suffix: '' };
  // A field's unit names no particular count: its plural ("years").
  return { prefix: '', suffix: pluralText(props.strings.units[unit] ?? '', null, props.numberLocale) };
}

/** What the loader awaits before hydrating: the chunks this calculator's server HTML needs. */
export async function prepare(props: CalculatorProps): Promise<void> {
  await Promise.all([prepareDetails(props), prepareFiles(props), prepareParts(props), prepareAcademic(props)]);
}

export default function Calculator(props: CalculatorProps) {
  const { strings } = props;
  const uid = useId();
  const { texts, shown, error, pending, change, update, refuse } = useCalculator(props);
  const form = useRef<HTMLFormElement>(null);
  const unitMemos = useRef<UnitMemos>({});
  const solver = useSolve(props, texts, update);
  const tools = useCalculatorTools(props, { texts, shown, error, pending }, update, form, solver);

  // Input made before hydration is in the DOM but not in the state yet. A
  // share link's query (only the declared inputs, as text) fills the form
  // too, checked by calc-wasm like typed input; what is on screen wins.
  useEffect(() => {
    if (!form.current) return;
    const onScreen = formTexts(form.current, Object.keys(texts));
    const changed = Object.fromEntries(Object.entries(onScreen).filter(([id, text]) => texts[id] !== text));
    const linked = linkedTexts(props, readShareParams(window.location.search, Object.keys(texts)));
    // Dates declared "today" were built with the build date: the visitor's day, unless linked or typed.
    const today = todayTexts(props.fields, texts);
    // Unit systems this browser chose before (lib/units.ts), unless linked or typed.
    const skip = new Set([...Object.keys(linked), ...Object.keys(changed)]);
    const units = hasUnitSwitch(props.spec) ? part('units').rememberedUnits(props.spec, props.fields, texts, props.numberLocale, skip) : {};
    for (const id of Object.keys(units)) {
      if (unitSwitchKey(props.spec, id) !== null) {
        unitMemos.current = part('units').rememberSwitch(unitMemos.current, id, units[id] as string, texts, units);
      }
    }
    const changes = { ...today, ...units, ...linked, ...changed };
    const onlyToday = Object.keys(linked).length === 0 && Object.keys(changed).length === 0;
    if (onlyToday && Object.keys(today).length + Object.keys(units).length > 0) tools.ignoreNextChange();
    if (Object.keys(changes).length > 0) update(changes);
    // A random draw the build withheld (lib/drawn.ts) is drawn now.
    else if (isDrawnResult(props)) update({});
    // Long texts come compressed, and a solve may come too: both read with
    // the link chunk, then applied (what is on screen still winning); a
    // linked solve runs from the linked inputs, as it did where the link
    // was made.
    const search = window.location.search;
    if (carriesMore(search)) {
      void import('../lib/shareLink').then((m) => {
        const packed = linkedTexts(props, m.readLinkParams(search, Object.keys(texts)));
        const more = Object.fromEntries(Object.entries(packed).filter(([id]) => !(id in changes) && !(id in linked)));
        if (Object.keys(more).length > 0) update(more);
        const goal = m.readSolveGoal(search, Object.keys(texts), props.outputs.map((o) => o.id));
        if (goal) solver.start(goal, { ...texts, ...changes, ...more });
      });
    }
    // Once, right after hydration: later edits arrive as change events.
  }, []);

  // A unit switch converts the fields it controls and is remembered; switched
  // back, it gives back what was typed (unitMemos).
  const onChange = (id: string, text: string) => {
    const converts = convertsOnSwitch(props.spec, props.fields);
    const units = converts ? part('units').switchUnits(props.spec, props.fields, texts, id, text, props.numberLocale, unitMemos.current) : null;
    if (units && unitSwitchKey(props.spec, id) !== null) unitMemos.current = part('units').rememberSwitch(unitMemos.current, id, text, texts, units);
    if (units) update(units);
    else change(id, text);
  };

  const visible = visibleInputs(props.spec, texts);
  const inputs = new Map<string, InputSpec>(props.spec.inputs.map((i) => [i.id, i]));

  // A paste or a drop that would put a text over its input's limit never
  // reaches the field (megabytes of text would freeze the page just being
  // laid out): the field says what its limit is instead.
  const refuseOverLimit = (e: { target: EventTarget; preventDefault: () => void }, text: (() => string) | undefined) => {
    const target = e.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) || text === undefined) return;
    const max = maxLengthOf(inputs.get(target.name));
    if (max === null) return;
    if (!pastedOverLimit(target, text(), max)) return;
    e.preventDefault();
    refuse({ input: target.name, code: 'tooLong', maxLength: max });
  };
  const onPasteCapture = (e: ClipboardEvent<HTMLFormElement>) => refuseOverLimit(e, () => e.clipboardData.getData('text/plain'));
  // Other ways in (autofill, a script setting the value) are refused by
  // update(), which never keeps the text.
  const onDropCapture = (e: DragEvent<HTMLFormElement>) => refuseOverLimit(e, e.dataTransfer ? () => e.dataTransfer.getData('text/plain') : undefined);
  const message = error ? errorMessage(error, props.fields, strings, props.numberLocale) : null;
  const fieldWithError = error && visible.has(error.input) ? error.input : null;

  const outputs = shownOutputs(props, shown);
  // A draw the build withheld is on its way (computed right after hydration).
  const drawing = shown.outputs === props.initial && isDrawnResult(props);
  const status = error ? strings.fixErrors : pending || drawing ? strings.loading : null;
  // The keypad's = keeps the current result: the first primary output's raw text.
  const first = status === null ? outputs.find((o) => o.view.primary) : undefined;
  const result = typeof first?.value === 'string' || typeof first?.value === 'number' ? String(first.value) : null;
  const academic = { texts, fields: props.fields, inputs: props.spec.inputs, result, strings };
  // The results a solve may aim at, and the fields it may change: each gets its way into the panel.
  const aim: Aim = { outputs: aimableOutputs(props, visible, shown.outputs), strings: strings.solve, onAim: solver.aim };
  const changeable = new Set(solvableInputs(props, visible).map((f) => f.id));

  return (
    <MathNotation.Provider value={notationFor(decimalSeparator(props.numberLocale))}>
      <div className="calc">
        <form ref={form} className="calc-form" aria-label={props.title} noValidate onSubmit={(e) => e.preventDefault()} onPasteCapture={onPasteCapture} onDropCapture={onDropCapture}>
          <h2 className="calc-heading">{strings.inputsHeading}</h2>
          {message !== null && fieldWithError === null && (
            <p className="calc-form-error" role="alert">
              {message}
            </p>
          )}
          {props.fields.map((field) => {
            const input = inputs.get(field.id);
            if (!input || !visible.has(field.id)) return null;
            return (
              <Field
                key={field.id}
                field={field}
                input={input}
                text={texts[field.id] ?? ''}
                idBase={`${uid}-${field.id}`}
                {...affixes(field, props, texts)}
                error={fieldWithError === field.id ? message : null}
                onChange={onChange}
                academic={academic}
                aim={changeable.has(field.id) ? aim : undefined}
              />
            );
          })}
        </form>
        {/* The results' column, as tall as the form: the results stay in view within it (calculator.css). */}
        <div className="calc-aside">
          <Results
            heading={strings.resultsHeading}
            headingId={`${uid}-results`}
            outputs={outputs}
            summary={summaryOf(props, shown, outputs)}
            status={status}
            busy={pending}
            strings={strings}
            locale={props.numberLocale}
            copyLines={isDrawnResult(props) ? strings.tools : undefined}
            aim={aim}
          />
        </div>
        {/* Right under the results, which open it: not below the charts and tables. */}
        <SolvePanel props={props} solver={solver} visible={visible} shown={shown.outputs} aimable={aim.outputs} idBase={`${uid}-solve`} />
        <ResultDetails props={props} shown={shown} stale={status !== null} idBase={`${uid}-details`} />
        <FilePanel props={props} texts={texts} idBase={`${uid}-files`} />
        <StrengthPanel props={props} idBase={`${uid}-strength`} />
        <CalculatorTools props={props} tools={tools} idBase={uid} />
      </div>
    </MathNotation.Provider>
  );
}
