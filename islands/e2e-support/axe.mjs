// axe-core through @axe-core/playwright 4.13 (4.14 needs Node 22).
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

function describe(v) {
  const nodes = v.nodes.slice(0, 5).map((n) => `      ${n.target.join(' ')}: ${(n.failureSummary || '').replace(/\s+/g, ' ').trim()}`);
  const more = v.nodes.length > 5 ? `\n      ... and ${v.nodes.length - 5} more` : '';
  return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}${more}`;
}

/** Run axe on the page as it is now; fail with every violation listed. */
export async function assertAccessible(page, what = page.url()) {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const v = result.violations;
  assert.equal(v.length, 0, `${what}: axe found ${v.length} violation(s):\n${v.map(describe).join('\n')}`);
  return result;
}
