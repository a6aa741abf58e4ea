import moment, { type Moment } from 'moment';
// Arabic month and weekday names, and Arabic-Indic digits, for the adapter's 'ar-SA' locale.
import 'moment/locale/ar-sa';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';

// Loading moment-hijri (through the adapter) and the ar-sa file makes 'ar-sa' the
// global locale of Moment. Put English back for the other Moment code of the page.
moment.locale('en');

const toLatinDigits = (text: string) =>
  text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

type HijriOptions = ConstructorParameters<typeof AdapterMomentHijri>[0];

// Our workaround for AdapterMomentHijri in @mui/x-date-pickers 8.2.0, which keeps
// some Gregorian methods of AdapterMoment. Check each override when you upgrade.
export class AdapterHijri extends AdapterMomentHijri {
  constructor(options?: HijriOptions) {
    super(options);

    // Field: a year section typed with digits, not declared as letters...
    this.formatTokenMap = {
      ...this.formatTokenMap,
      iYYYY: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
    };

    // ...and typed dates that can be read back: moment-hijri can't parse
    // the Arabic-Indic digits the field shows.
    const parseHijri = this.parse;
    this.parse = (value, format) => parseHijri(toLatinDigits(value), format);
  }

  // Calendar arrows and year view: compare Hijri years and months.
  isSameYear = (value: Moment, comparing: Moment) =>
    this.getYear(value) === this.getYear(comparing);

  isSameMonth = (value: Moment, comparing: Moment) =>
    this.isSameYear(value, comparing) &&
    this.getMonth(value) === this.getMonth(comparing);

  isBeforeYear = (value: Moment, comparing: Moment) =>
    this.getYear(value) < this.getYear(comparing);

  isAfterYear = (value: Moment, comparing: Moment) =>
    this.getYear(value) > this.getYear(comparing);

  // Field: a day section that stops at the length of the Hijri month (29 or 30).
  getDaysInMonth = (value: Moment) => this.getDate(this.endOfMonth(value));
}
