// The calculator tools' strings (calculatorIsland.tools in the locales),
// with English defaults for any key a locale does not have yet.

import type { CalculatorStrings, CalculatorToolStrings } from '../../lib/props';

export const DEFAULT_TOOL_STRINGS: CalculatorToolStrings = {
  copyResults: 'Copy results',
  resultsCopied: 'Results copied.',
  copyFailed: 'Your browser did not allow copying.',
  print: 'Print',
  recentHeading: 'Recent calculations',
  recentNote: 'Saved only in this browser.',
  restore: 'Restore',
  restoreLabel: 'Restore the calculation of {time}',
  restored: 'Calculation restored.',
  clearRecent: 'Clear recent calculations',
  recentCleared: 'Recent calculations cleared.',
  confirmClearRecent: 'Delete the recent calculations of this calculator from this browser?',
  confirmClearRecentYes: 'Delete',
  cancel: 'Cancel',
  yes: 'Yes',
  no: 'No',
};

export function toolStrings(strings: CalculatorStrings): CalculatorToolStrings {
  return { ...DEFAULT_TOOL_STRINGS, ...(strings.tools ?? {}) };
}
