// Every part of ./parts.ts at once, for the server render and the tests.

import * as zones from './TimeZoneField';
import * as engineering from './engineering';
import * as copyLines from './CopyLines';
import * as units from '../../lib/units';
import { provideParts } from './parts';

export function provideAllParts(): void {
  provideParts({ zones, engineering, copyLines, units });
}
