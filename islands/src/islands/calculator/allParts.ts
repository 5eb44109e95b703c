// Every part of ./parts.ts at once, and the calendar chart the calendar part
// loads, for the server render and the tests.

import * as zones from './TimeZoneField';
import * as engineering from './engineering';
import * as copyLines from './CopyLines';
import * as units from '../../lib/units';
import * as calendar from './charts/CalendarPanel';
import * as calendarChart from './charts/Calendar';
import { provideParts } from './parts';

export function provideAllParts(): void {
  provideParts({ zones, engineering, copyLines, units, calendar });
  // The calendar itself, which its panel loads on first use.
  calendar.provideCalendar(calendarChart);
}
