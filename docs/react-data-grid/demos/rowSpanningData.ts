// Small fixed data sets for the row spanning demos: invoice lines sorted by invoice, and a
// school timetable with one row per lesson slot.

export interface InvoiceLine {
  id: number;
  invoice: string;
  customer: string;
  status: 'Paid' | 'Due' | 'Overdue';
  issued: Date;
  item: string;
  quantity: number;
  unitPrice: number;
}

type LineSpec = [string, string, InvoiceLine['status'], number, string, number, number];

// [invoice, customer, status, day of March 2024, item, quantity, unit price]
const LINES: LineSpec[] = [
  ['INV-301', 'Blue Harbor', 'Paid', 4, 'Desk lamp', 2, 39],
  ['INV-301', 'Blue Harbor', 'Paid', 4, 'Cable tray', 2, 18],
  ['INV-301', 'Blue Harbor', 'Paid', 4, 'Monitor arm', 1, 89],
  ['INV-302', 'Orbit Labs', 'Paid', 4, 'Office chair', 4, 265],
  ['INV-302', 'Orbit Labs', 'Paid', 4, 'Floor mat', 4, 35],
  ['INV-303', 'Orbit Labs', 'Due', 11, 'Whiteboard', 1, 140],
  ['INV-304', 'Kestrel Foods', 'Overdue', 11, 'Standing desk', 3, 420],
  ['INV-304', 'Kestrel Foods', 'Overdue', 11, 'Desk lamp', 3, 39],
  ['INV-305', 'Lumen Studio', 'Due', 18, 'Headphones', 2, 189],
  ['INV-305', 'Lumen Studio', 'Due', 18, 'USB-C hub', 5, 49.5],
  ['INV-305', 'Lumen Studio', 'Due', 18, 'Notebook pack', 5, 12.75],
];

export function getInvoiceLines(): InvoiceLine[] {
  return LINES.map(([invoice, customer, status, day, item, quantity, unitPrice], index) => ({
    id: index + 1,
    invoice,
    customer,
    status,
    // A new Date object for every line, even when two lines share the same day.
    issued: new Date(2024, 2, day),
    item,
    quantity,
    unitPrice,
  }));
}

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type TimetableSlot = { id: string; time: string } & Record<Weekday, string | null>;

// One line per slot: Monday to Friday. Consecutive equal subjects are double lessons.
const SLOTS: [string, ...(string | null)[]][] = [
  ['08:30', 'Maths', 'English', 'Biology', 'Maths', 'History'],
  ['09:20', 'Maths', 'English', 'Biology', 'Physics', 'History'],
  ['10:10', 'Break', 'Break', 'Break', 'Break', 'Break'],
  ['10:30', 'Chemistry', 'Art', 'Maths', 'Physics', 'English'],
  ['11:20', 'Chemistry', 'Art', 'Geography', 'Music', 'English'],
  ['12:10', 'Lunch', 'Lunch', 'Lunch', 'Lunch', 'Lunch'],
  ['13:10', 'Sport', 'Maths', 'Geography', 'Music', null],
  ['14:00', 'Sport', 'Computing', 'French', 'French', null],
];

export function getTimetable(): TimetableSlot[] {
  return SLOTS.map(([time, ...subjects]) => {
    const slot = { id: time, time } as TimetableSlot;
    WEEKDAYS.forEach((day, index) => {
      slot[day] = subjects[index] ?? null;
    });
    return slot;
  });
}
