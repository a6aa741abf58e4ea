// Projects for the custom column demos, from a seeded generator so every value is stable.
import { createRandom } from '@site/src/demo-data';

export interface Project {
  id: number;
  name: string;
  lead: string;
  budget: number; // US dollars
  spent: number; // US dollars
  progress: number; // share of the work done, from 0 to 1
  satisfaction: number; // client score, 1 to 5
  tags: string[];
}

const NAMES = [
  'Checkout redesign',
  'Warehouse scanner app',
  'Data lake migration',
  'Partner API v2',
  'Support chatbot',
  'Pricing experiments',
  'Mobile onboarding',
  'Audit log service',
  'Invoice OCR',
  'Status page',
];
const LEADS = ['Ada', 'Bruno', 'Chiara', 'Dmitri', 'Elif', 'Farah'];
export const TAGS = ['web', 'mobile', 'backend', 'data', 'security', 'ai'] as const;

export function getProjects(count = 10): Project[] {
  const random = createRandom(77);
  return Array.from({ length: count }, (_, index) => {
    const budget = (20 + Math.floor(random() * 180)) * 1000;
    const progress = Math.round(random() * 20) / 20;
    const tags = TAGS.filter(() => random() > 0.65);
    return {
      id: index + 1,
      name: NAMES[index % NAMES.length] as string,
      lead: LEADS[Math.floor(random() * LEADS.length)] as string,
      budget,
      spent: Math.round((budget * (0.2 + random() * 1.0)) / 100) * 100,
      progress,
      satisfaction: 1 + Math.floor(random() * 5),
      tags: tags.length ? tags : ['web'],
    };
  });
}
