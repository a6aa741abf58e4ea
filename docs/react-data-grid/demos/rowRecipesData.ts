// Support tickets with descriptions of very different lengths, for the row recipes.
export interface Ticket {
  id: number;
  subject: string;
  customer: string;
  description: string;
}

export const TICKETS: Ticket[] = [
  { id: 1, subject: 'Invoice shows the wrong VAT rate', customer: 'Blue Harbor',
    description: 'Our March invoice applies 21% VAT, but we are registered in Germany and should be charged 19%. The same rate appears on the February invoice. Could you issue corrected invoices for both months? Our accountant needs them before the end of the quarter.' },
  { id: 2, subject: 'Password reset email never arrives', customer: 'Orbit Labs',
    description: 'Two colleagues asked for a reset link this morning. Nothing arrived, not even in the spam folder.' },
  { id: 3, subject: 'Export to CSV cuts off long notes', customer: 'Kestrel Foods',
    description: 'When we export the delivery list, any note longer than about 250 characters is cut off in the file. The notes look complete in the app. We use the export every evening to plan the next day of deliveries, so drivers now miss instructions such as gate codes and loading dock hours. A fix or a workaround would help a lot.' },
  { id: 4, subject: 'Add a second admin account', customer: 'Lumen Studio',
    description: 'Please make Ines an administrator as well.' },
  { id: 5, subject: 'Dashboard loads slowly on Mondays', customer: 'Cedar & Pine',
    description: 'Every Monday between 8 and 10 a.m. the dashboard takes over a minute to load. The rest of the week it opens in a few seconds. We have around 40 people logging in at the start of the week, if that matters.' },
  { id: 6, subject: 'Question about annual billing', customer: 'Northwind Traders',
    description: 'If we switch to annual billing now, is the remaining month of our current plan credited?' },
  { id: 7, subject: 'Mobile app crashes when scanning', customer: 'Blue Harbor',
    description: 'The Android app closes as soon as the barcode scanner opens. It started after the latest update on our Samsung devices. Older phones still work. We reinstalled the app and cleared its cache, with no change. Scanning is how our warehouse team records incoming stock, so this blocks them completely at the moment.' },
  { id: 8, subject: 'Typo on the sign-up page', customer: 'Orbit Labs',
    description: 'The sign-up page says "recieve" instead of "receive".' },
];
