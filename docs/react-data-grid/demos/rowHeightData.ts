// Customer reviews of uneven length for the row height demos, built by a seeded generator so the
// same text appears on the server and in the browser.
import { createRandom } from '@site/src/demo-data';

export interface Review {
  id: number;
  product: string;
  author: string;
  stars: number;
  text: string;
}

const PRODUCTS = ['Trail backpack', 'Rain shell', 'Camp stove', 'Sleeping pad', 'Head torch'];
const AUTHORS = ['Noor', 'Tomasz', 'Aiko', 'Lena', 'Marco', 'Priya', 'Sven', 'Yara'];
const SENTENCES = [
  'Arrived two days early and well packed.',
  'The zips feel sturdy, even with gloves on.',
  'After three weekends outdoors it still looks new.',
  'A little heavier than the listing suggests, which matters on long hikes.',
  'Customer service swapped a faulty part without any fuss.',
  'Instructions were unclear, so setting it up the first time took a while.',
  'Good value for the price.',
  'The colour is darker than in the photos.',
  'I would buy it again.',
  'It survived a night of heavy rain on the coast with nothing getting wet inside.',
];

export function getReviews(count = 12): Review[] {
  const random = createRandom(5);
  return Array.from({ length: count }, (_, index) => {
    const sentenceCount = 1 + Math.floor(random() * 5);
    // Distinct sentences: start at a random one and step through the list.
    const start = Math.floor(random() * SENTENCES.length);
    const text = Array.from(
      { length: sentenceCount },
      (_unused, step) => SENTENCES[(start + step * 3) % SENTENCES.length],
    ).join(' ');
    return {
      id: index + 1,
      product: PRODUCTS[Math.floor(random() * PRODUCTS.length)] ?? 'Camp stove',
      author: AUTHORS[Math.floor(random() * AUTHORS.length)] ?? 'Noor',
      stars: 1 + Math.floor(random() * 5),
      text,
    };
  });
}
