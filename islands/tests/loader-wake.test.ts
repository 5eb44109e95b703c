// @vitest-environment happy-dom
// When an island that hydrates on first use is needed at once after all
// (src/islands/index.ts NEEDED_SOONER): only when its built page is not what
// this visitor should see.

import { afterEach, describe, expect, it } from 'vitest';
import { NEEDED_SOONER } from '../src/islands/index';
import { localToday } from '../src/lib/today';

const calculator = NEEDED_SOONER.Calculator as (el: HTMLElement) => boolean;
const header = NEEDED_SOONER.Header as (el: HTMLElement) => boolean;

/** A calculator island as built: a unit switch set to `units`, and the build's day if it has a "today" field. */
function island({ units, today }: { units?: string; today?: string } = {}): HTMLElement {
  const el = document.createElement('div');
  if (today) el.dataset.today = today;
  el.innerHTML = units
    ? `<select name="units"><option value="metric">metric</option><option value="imperial">imperial</option></select><select name="term"><option value="15">15</option><option value="30">30</option></select>`
    : '<input name="bill" value="50">';
  const select = el.querySelector<HTMLSelectElement>('select[name="units"]');
  if (select && units) select.value = units;
  return el;
}

afterEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('a calculator island waits for its first use', () => {
  it('when the built page is what this visitor sees', () => {
    expect(calculator(island())).toBe(false);
    expect(calculator(island({ today: localToday() }))).toBe(false);
    localStorage.setItem('calcula:units:metric-imperial', 'metric');
    expect(calculator(island({ units: 'metric' }))).toBe(false);
  });

  it('but not with a share link', () => {
    history.replaceState(null, '', '/tip-calculator?bill=80');
    expect(calculator(island())).toBe(true);
  });

  it('nor when it was built on another day than the visitor\'s', () => {
    expect(calculator(island({ today: '2001-01-01' }))).toBe(true);
  });

  it('nor when this browser chose the other unit system before', () => {
    localStorage.setItem('calcula:units:metric-imperial', 'imperial');
    expect(calculator(island({ units: 'metric' }))).toBe(true);
    // A select that is no unit switch is never compared.
    localStorage.setItem('calcula:units:km-mi', 'mi');
    localStorage.removeItem('calcula:units:metric-imperial');
    expect(calculator(island({ units: 'metric' }))).toBe(false);
  });
});

describe('the header waits for its first use', () => {
  it('unless the address carries a search or a missing page', () => {
    const el = document.createElement('div');
    expect(header(el)).toBe(false);
    history.replaceState(null, '', '/?q=loan');
    expect(header(el)).toBe(true);
    history.replaceState(null, '', '/?notfound=%2Fx');
    expect(header(el)).toBe(true);
    history.replaceState(null, '', '/?bill=1');
    expect(header(el)).toBe(false);
  });
});
