// The concrete and construction calculators (formula calculators) in a real
// browser, in English and Portuguese, against dist/ served by
// deploy/nginx.conf: per page and language, the default result is in the
// prerendered HTML, typed input recomputes it, axe finds nothing; then a
// share link fills the form. Expected values are worked here from the
// published rules (Quikrete's bag yields, 1 yd³ = 27 ft³, the board foot,
// the slope factor, IRC R311.7.5 and Blondel's 63–64 cm), not read back
// from `calcula eval`.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, field, ISLAND, waitForText } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInput, expectShown as expectExactly, assertClean, labelOf, screenshotBoth } from '../../e2e-support/calculator.mjs';
import { textsOf, tags } from '../../e2e-support/html.mjs';
import { open, propsOf } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const openCalculator = (path) => hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);

const number = (L, x, decimals) => intl(L, { maximumFractionDigits: decimals }).format(x);
const money = (L, x) => intl(L, { style: 'currency', currency: L.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);

/** The text of output `id` in the page's HTML as the server sends it (before any script). */
async function prerendered(path, id) {
  const html = await (await fetch(`${server.origin}${path}`)).text();
  const [text] = textsOf(html, 'data-output', id);
  assert.ok(text !== undefined, `${path}: no prerendered ${id}`);
  return text.trim();
}

/** Output `id` shows `text`, followed by its unit if it has one. */
const expectShown = (page, id, text, what) => expectExactly(page, id, text, what, { unit: true });

async function typeAll(page, L, inputs) {
  for (const [name, value] of Object.entries(inputs)) await setInput(page, L, name, value);
}

// Cement per m³ of a volume traço 1 : a : p with water/cement x, by the
// absolute-volume method with the typical unit masses (cement 1.42, sand
// 1.50, gravel 1.45 kg/L) and specific masses (3.10, 2.63, 2.70 kg/L).
const cementPerCubicMeter = (a, p, x) => 1000 / (1 / 3.1 + (a * 1.5) / 1.42 / 2.63 + (p * 1.45) / 1.42 / 2.7 + x);

const FT3 = 0.028316846592; // m³ in a cubic foot (0.3048³)

describe('the concrete calculator', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const path = pathFor(L, '/concrete-calculator');
    const en = L.lang === 'en';

    test(`concrete (${L.lang}) ${path}: prerendered default, typed shapes, axe`, async () => {
      if (en) {
        // 10 × 10 ft × 4 in = 100/3 ft³; + 10 % = 1.358 yd³; 36.67 / 0.60 → 62 bags.
        assert.equal(await prerendered(path, 'orderCubicYards'), number(L, 1.358, 2));
        assert.equal(await prerendered(path, 'bags'), '62');
      } else {
        // 4 × 3 m × 10 cm = 1.2 m³ + 10 % = 1.32 m³ of traço 1:2:3.
        assert.equal(await prerendered(path, 'orderCubicMeters'), number(L, 1.32, 3));
        const kg = 1.32 * cementPerCubicMeter(2, 3, 0.55);
        assert.equal(await prerendered(path, 'cementBags'), String(Math.ceil(kg / 50)));
      }
      const { context, page, watch } = await openCalculator(path);
      try {
        const props = await propsOf(page, 'Calculator');
        assert.equal(props.module, 'formula', 'runs on the formula module');
        if (en) {
          // Four round columns 12 in × 8 ft: 8π ft³; 40 lb bags (0.30 ft³) at 5 %.
          await typeAll(page, L, { shape: 'column', diameter: 12, height: 8, quantity: 4, waste: 5, bagSize: 'lb40' });
          const ft3 = 8 * Math.PI;
          await expectShown(page, 'cubicYards', number(L, ft3 / 27, 2), 'four columns');
          await expectShown(page, 'orderCubicYards', number(L, (ft3 / 27) * 1.05, 2), 'four columns');
          await expectShown(page, 'bags', String(Math.ceil((ft3 * 1.05) / 0.3)), 'four columns');
          await setInput(page, L, 'bagPrice', 4.5);
          await expectShown(page, 'bagsCost', money(L, Math.ceil((ft3 * 1.05) / 0.3) * 4.5), 'four columns');
        } else {
          // A wall 5 m × 2 m × 15 cm = 1.5 m³, no waste, traço 1:3:5, a/c 0.6, 25 kg bags.
          await typeAll(page, L, { shape: 'wall', lengthM: 5, heightM: 2, thicknessCm: 15, waste: 0, sandParts: 3, gravelParts: 5, waterCement: 0.6, bagSize: 'kg25' });
          const kg = 1.5 * cementPerCubicMeter(3, 5, 0.6);
          await expectShown(page, 'orderCubicMeters', number(L, 1.5, 3), 'a wall');
          await expectShown(page, 'cementBags', String(Math.ceil(kg / 25)), 'a wall');
          await expectShown(page, 'sandCans', String(Math.ceil(((kg / 1.42) * 3) / 18)), 'a wall');
          await expectShown(page, 'gravelCans', String(Math.ceil(((kg / 1.42) * 5) / 18)), 'a wall');
          await expectShown(page, 'cubicYards', number(L, 1.5 / 0.764554857984, 2), 'a wall');
        }
        await assertClean(page, watch, `${path} typed`);
      } finally {
        await context.close();
      }
    });

    test(`concrete (${L.lang}) ${path}: a share link fills the form`, async () => {
      const query = en ? '?shape=hole&diameter=8&depth=3&waste=0&bagSize=lb60' : '?shape=column&diameterCm=30&heightM=2.8&waste=0&bagSize=kg25';
      const { context, page, watch } = await openCalculator(`${path}${query}`);
      try {
        if (en) {
          // Quikrete's example: an 8 in hole 3 ft deep is π/3 ≈ 1.05 ft³, 2.33 → 3 bags of 60 lb.
          await expectShown(page, 'cubicFeet', number(L, Math.PI / 3, 2), 'from the share link');
          await expectShown(page, 'bags', '3', 'from the share link');
        } else {
          // π × 0.15² × 2.8 = 0.198 m³; 0.198 × 355.8 kg / 25 → 3 bags.
          const m3 = Math.PI * 0.15 ** 2 * 2.8;
          await expectShown(page, 'cubicMeters', number(L, m3, 3), 'from the share link');
          await expectShown(page, 'cementBags', String(Math.ceil((m3 * cementPerCubicMeter(2, 3, 0.55)) / 25)), 'from the share link');
        }
        assert.equal(await page.locator(field('shape')).inputValue(), en ? 'hole' : 'column');
        await assertClean(page, watch, `${path} from a share link`);
      } finally {
        await context.close();
      }
    });
  }
});

/** The conditions of a `when`, following `and`. */
const chainOf = (when) => (when ? [when, ...chainOf(when.and)] : []);

/** Whether `when` holds for these values (every input it names taken as shown). */
const holdsFor = (when, values) => chainOf(when).every((c) => c.is.includes(values[c.input]));

describe('the concrete calculator in metric and imperial units', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const path = pathFor(L, '/concrete-calculator');
    const en = L.lang === 'en';

    test(`concrete (${L.lang}) ${path}: the unit switch shows, converts and computes each system`, async () => {
      const { context, page, watch } = await openCalculator(path);
      try {
        const props = await propsOf(page, 'Calculator');
        const inputs = props.spec.inputs;
        const units = inputs.find((i) => i.kind.select?.options.includes('imperial'));
        assert.ok(units, 'a metric/imperial switch');
        const defaults = Object.fromEntries(inputs.map((i) => [i.id, i.default]));
        // English pages open in imperial units, Portuguese ones in metric.
        assert.equal(defaults[units.id], en ? 'imperial' : 'metric');
        const other = en ? 'metric' : 'imperial';
        // The server's HTML has the fields of the default system for the
        // default shape (both conditions of each `when`), none of the other's.
        const html = await (await fetch(`${server.origin}${path}`)).text();
        const names = new Set(tags(html).map((t) => t.attrs.name).filter(Boolean));
        const shown = (values) => inputs.filter((i) => holdsFor(i.when, values)).map((i) => i.id);
        const compound = inputs.filter((i) => i.when?.and);
        assert.ok(compound.length >= 16, 'fields with two conditions');
        for (const i of compound) {
          assert.equal(names.has(i.id), shown(defaults).includes(i.id), `${i.id} in the server's HTML`);
        }
        // Switching converts what is typed: 10 ft → 3.048 m → 3 m; 4 in →
        // 10.16 cm → 10.2 cm; 4 m → 13.12 ft → 13.1 ft; 10 cm → 3.94 in → 3.9 in.
        await setInput(page, L, units.id, other);
        const after = { ...defaults, [units.id]: other };
        for (const i of compound) {
          assert.equal(await page.locator(field(i.id)).count(), shown(after).includes(i.id) ? 1 : 0, `${i.id} after switching`);
        }
        if (en) {
          assert.equal(await page.locator(field('lengthM')).inputValue(), number(L, 3, 1));
          assert.equal(await page.locator(field('thicknessCm')).inputValue(), number(L, 10.2, 1));
          // 4 × 3 m × 10 cm + 10 % = 1.32 m³; 25 kg bags yield 25 / 0.45359237 lb × 0.0075 ft³.
          await typeAll(page, L, { lengthM: 4, widthM: 3, thicknessCm: 10, waste: 10, bagMass: 'kg25', readyMixPriceM3: 215 });
          await expectShown(page, 'orderCubicMeters', number(L, 1.32, 3), 'metric slab');
          await expectShown(page, 'bags', String(Math.ceil(1.32 / ((25 / 0.45359237) * 0.0075 * FT3))), 'metric slab, 25 kg bags');
          await expectShown(page, 'readyMixCost', money(L, 1.32 * 215), 'metric ready-mix');
          // The 10 ft × 10 ft × 4 in slab typed in metres: the same 1.36 yd³.
          await typeAll(page, L, { lengthM: 3.048, widthM: 3.048, thicknessCm: 10.16 });
          await expectShown(page, 'orderCubicYards', number(L, (100 / 3 / 27) * 1.1, 2), 'the imperial slab in metres');
        } else {
          assert.equal(await page.locator(field('length')).inputValue(), number(L, 13.1, 1));
          assert.equal(await page.locator(field('thickness')).inputValue(), number(L, 3.9, 1));
          // 10 ft × 10 ft × 4 in = 100/3 ft³ = 0.944 m³ (no waste).
          await typeAll(page, L, { length: 10, width: 10, thickness: 4, waste: 0 });
          await expectShown(page, 'cubicMeters', number(L, (100 / 3) * FT3, 3), 'imperial slab');
          await expectShown(page, 'cementBags', String(Math.ceil(((100 / 3) * FT3 * cementPerCubicMeter(2, 3, 0.55)) / 50)), 'imperial slab');
        }
        await screenshotBoth(page, `concrete-${other}-${L.lang}`);
        await assertClean(page, watch, `${path} in ${other} units`);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the concrete calculator switched back and forth (issue 41)', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const path = pathFor(L, '/concrete-calculator');

    test(`concrete (${L.lang}) ${path}: a switch back gives back what was typed; the headline follows the system`, async () => {
      const { context, page, watch } = await openCalculator(path);
      try {
        const props = await propsOf(page, 'Calculator');
        const units = props.spec.inputs.find((i) => i.kind.select?.options.includes('imperial'));
        const start = page.locator(`${field(units.id)}:checked`);
        const first = await start.inputValue();
        const other = first === 'metric' ? 'imperial' : 'metric';
        // Fields of the shape shown in each system, by the quantity they measure.
        const fieldsOf = (system) => props.fields.filter((f) => f.when?.input === units.id && f.when.is.includes(system) && f.quantity);
        const shownIds = async (system) => {
          const ids = [];
          for (const f of fieldsOf(system)) if ((await page.locator(field(f.id)).count()) > 0) ids.push(f.id);
          return ids;
        };
        // 20 × 12 ft × 6 in (or 20 × 12 m × 6 cm): awkward in the other system.
        const ids = await shownIds(first);
        const typedValues = Object.fromEntries(ids.map((id, k) => [id, [20, 12, 6][k] ?? 7]));
        await typeAll(page, L, typedValues);
        const before = Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await page.locator(field(id)).inputValue()])));
        const primary = page.locator(`${ISLAND} .calc-primary-label`);
        const order = props.outputs.find((o) => o.primary);
        for (let round = 0; round < 3; round++) {
          await setInput(page, L, units.id, other);
          await setInput(page, L, units.id, first);
          for (const id of ids) assert.equal(await page.locator(field(id)).inputValue(), before[id], `${id} after ${round + 1} round trips`);
        }
        // The headline is in the system chosen: its label says which.
        assert.ok(order.labelBy?.[first] && order.labelBy?.[other], 'the headline has a label for each system');
        await waitForText(page, `${ISLAND} .calc-primary-label`, order.labelBy[first], { what: `the headline in ${first}` });
        await setInput(page, L, units.id, other);
        await waitForText(page, `${ISLAND} .calc-primary-label`, order.labelBy[other], { what: `the headline in ${other}` });
        assert.equal(await primary.count(), 1);
        await screenshotBoth(page, `concrete-headline-${other}-${L.lang}`);
        await assertClean(page, watch, `${path} round trips`);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the construction calculator', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const path = pathFor(L, '/construction-calculator');
    const en = L.lang === 'en';

    test(`construction (${L.lang}) ${path}: prerendered default, typed roof and stairs, axe`, async () => {
      // Ten 2×6 × 8 ft = 80 board feet; ten 5 × 15 cm × 3 m = 0.225 m³.
      assert.equal(await prerendered(path, 'result'), en ? number(L, 80, 3) : number(L, 0.225, 3));
      const { context, page, watch } = await openCalculator(path);
      try {
        const props = await propsOf(page, 'Calculator');
        if (en) {
          // 40 × 30 ft at 6/12: × √1.25, + 10 %, / 100 = 14.76 squares, × 3 → 45 bundles.
          await typeAll(page, L, { mode: 'roofing', roofLength: 40, roofWidth: 30, pitch: 6, waste: 10 });
          const squares = (1200 * Math.sqrt(1.25) * 1.1) / 100;
          await expectShown(page, 'result', number(L, squares, 3), 'a 6/12 roof');
          await expectShown(page, 'bundles', String(Math.ceil(squares * 3)), 'a 6/12 roof');
          await expectShown(page, 'pitchAngle', number(L, (Math.atan(0.5) * 180) / Math.PI, 2), 'a 6/12 roof');
          // 108 in: 14 risers of 7.71 in; a 9.5 in tread is under the IRC's 10 in.
          await typeAll(page, L, { mode: 'stairs', totalRise: 108, maxRiser: 7.75, tread: 9.5 });
          await expectShown(page, 'risers', '14', 'stairs');
          await expectShown(page, 'riserHeight', number(L, 108 / 14, 2), 'stairs');
          await expectShown(page, 'codeCheck', labelOf(props, 'codeCheck', 'treadTooShort'), 'a 9.5 in tread');
          await setInput(page, L, 'tread', 11);
          await expectShown(page, 'codeCheck', labelOf(props, 'codeCheck', 'ok'), 'an 11 in tread');
          await expectShown(page, 'stringerLength', number(L, Math.hypot(108, 13 * 11), 2), 'an 11 in tread');
        } else {
          // 10 × 8 m at 30 %: × √1.09 = 83.52 m²; + 10 % × 16 tiles → 1470.
          await typeAll(page, L, { mode: 'roofing', roofLengthM: 10, roofWidthM: 8, slopePercent: 30, waste: 10, tilesPerSquareMeter: 16 });
          const area = 80 * Math.sqrt(1.09);
          await expectShown(page, 'roofAreaM2', number(L, area, 2), 'a 30 % roof');
          await expectShown(page, 'roofTiles', number(L, Math.ceil(area * 1.1 * 16), 0), 'a 30 % roof');
          // 280 cm: 16 risers of 17.5 cm; 2 × 17.5 + 28 = 63 (Blondel: comfortable), + 25 = 60 (short).
          await typeAll(page, L, { mode: 'stairs', totalRiseCm: 280, maxRiserCm: 18, treadCm: 28 });
          await expectShown(page, 'risers', '16', 'stairs');
          await expectShown(page, 'blondel', number(L, 63, 2), 'stairs');
          await expectShown(page, 'blondelCheck', labelOf(props, 'blondelCheck', 'ok'), 'a 28 cm tread');
          await setInput(page, L, 'treadCm', 25);
          await expectShown(page, 'blondelCheck', labelOf(props, 'blondelCheck', 'short'), 'a 25 cm tread');
        }
        await assertClean(page, watch, `${path} typed`);
      } finally {
        await context.close();
      }
    });

    test(`construction (${L.lang}) ${path}: a share link fills the form`, async () => {
      const query = en
        ? '?mode=drywall&roomLength=12&roomWidth=10&wallHeight=8&doors=1&doorArea=20&windows=2&windowArea=15&sheetSize=s4x8&waste=10'
        : '?mode=paint&roomLengthM=4&roomWidthM=3&wallHeightM=2.8&doors=1&doorAreaM2=1.68&windows=2&windowAreaM2=1.44&coats=2&coverageM2=10&paintCanPrice=120';
      const { context, page, watch } = await openCalculator(`${path}${query}`);
      try {
        if (en) {
          // 2 × 22 × 8 − 20 − 30 = 302 ft²; × 1.1 / 32 = 10.4 → 11 sheets.
          await expectShown(page, 'wallArea', number(L, 302, 2), 'from the share link');
          await expectShown(page, 'sheets', '11', 'from the share link');
        } else {
          // 2 × 7 × 2.8 − 1.68 − 2.88 = 34.64 m²; × 2 / 10 = 6.928 L: 2 gallons, 1 can.
          await expectShown(page, 'paintLiters', number(L, 6.928, 2), 'from the share link');
          await expectShown(page, 'paintCans36', '2', 'from the share link');
          await expectShown(page, 'paintCans18', '1', 'from the share link');
          await expectShown(page, 'paintCost', money(L, 240), 'from the share link');
        }
        assert.equal(await page.locator(field('mode')).inputValue(), en ? 'drywall' : 'paint');
        await assertClean(page, watch, `${path} from a share link`);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the construction calculator in metric and imperial units', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const path = pathFor(L, '/construction-calculator');
    const en = L.lang === 'en';

    test(`construction (${L.lang}) ${path}: the unit switch converts lengths and computes each system`, async () => {
      const { context, page, watch } = await openCalculator(path);
      try {
        const props = await propsOf(page, 'Calculator');
        const units = props.spec.inputs.find((i) => i.kind.select?.options.includes('imperial'));
        assert.equal(units.default, en ? 'imperial' : 'metric', 'English opens in imperial, Portuguese in metric');
        const other = en ? 'metric' : 'imperial';
        const result = props.outputs.find((o) => o.id === 'result');
        /** The main number's label for a mode in a system: its own, else the mode's. */
        const labelFor = (mode, system) => result.labelBy[`${mode}.${system}`] ?? result.labelBy[mode];
        await setInput(page, L, 'mode', 'stairs');
        await setInput(page, L, units.id, other);
        if (en) {
          // 108 in = 274.32 cm, shown to 0.1 cm.
          assert.equal(await page.locator(field('totalRiseCm')).inputValue(), number(L, 274.3, 1));
          // 280 cm with risers up to 18 cm: 16 risers of 17.5 cm; Blondel 2 × 17.5 + 28 = 63 cm.
          await typeAll(page, L, { totalRiseCm: 280, maxRiserCm: 18, treadCm: 28 });
          await expectShown(page, 'riserHeightCm', number(L, 17.5, 2), 'metric stairs');
          await expectShown(page, 'blondelCheck', labelOf(props, 'blondelCheck', 'ok'), 'metric stairs');
          // 10 × 8 m at 30 %: × √1.09 = 83.52 m², + 10 % × 16 tiles = 1469.99 → 1470.
          await typeAll(page, L, { mode: 'roofing', roofLengthM: 10, roofWidthM: 8, slopePercent: 30, waste: 10, tilesPerSquareMeter: 16 });
          const area = 80 * Math.sqrt(1.09);
          await expectShown(page, 'result', number(L, area, 3), 'a metric roof');
          await expectShown(page, 'roofTiles', number(L, 1470, 0), 'a metric roof');
          await waitForText(page, `${ISLAND} .calc-primary-label`, labelFor('roofing', other), { what: 'the metric roof label' });
          await waitForText(page, `${ISLAND} .calc-summary`, new RegExp(`${number(L, area, 2).replace('.', '\\.')}\\s*m²`), { what: 'the metric roof sentence' });
        } else {
          // 280 cm = 110.24 in, shown to 0.1 in.
          assert.equal(await page.locator(field('totalRise')).inputValue(), number(L, 110.2, 1));
          // 108 in: 14 risers of 7.71 in; a 9.5 in tread is under the IRC's 10 in.
          await typeAll(page, L, { totalRise: 108, maxRiser: 7.75, tread: 9.5 });
          await expectShown(page, 'riserHeight', number(L, 108 / 14, 2), 'imperial stairs');
          await expectShown(page, 'codeCheck', labelOf(props, 'codeCheck', 'treadTooShort'), 'imperial stairs');
          // 40 × 30 ft at 6/12: × √1.25, + 10 %, / 100 = 14.76 squares, × 3 → 45 bundles.
          await typeAll(page, L, { mode: 'roofing', roofLength: 40, roofWidth: 30, pitch: 6, waste: 10 });
          const squares = (1200 * Math.sqrt(1.25) * 1.1) / 100;
          await expectShown(page, 'result', number(L, squares, 3), 'an imperial roof');
          await expectShown(page, 'bundles', '45', 'an imperial roof');
          await waitForText(page, `${ISLAND} .calc-primary-label`, labelFor('roofing', other), { what: 'the imperial roof label' });
          await waitForText(page, `${ISLAND} .calc-summary`, /45 fardos/, { what: 'the imperial roof sentence' });
        }
        // Each mode's main number is named for the system shown.
        for (const mode of ['boardFeet', 'paint', 'stairs']) {
          await setInput(page, L, 'mode', mode);
          await waitForText(page, `${ISLAND} .calc-primary-label`, labelFor(mode, other), { what: `the main label in ${mode}, ${other}` });
        }
        assert.notEqual(labelFor('boardFeet', 'metric'), labelFor('boardFeet', 'imperial'), 'wood is named per system');
        await screenshotBoth(page, `construction-${other}-${L.lang}`);
        await assertClean(page, watch, `${path} in ${other} units`);
      } finally {
        await context.close();
      }
    });
  }
});
