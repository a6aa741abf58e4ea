// A stand-in for a prompt processing service, for the AI Assistant demos. It runs in the browser,
// needs no network and always gives the same answer to the same prompt. It understands a few
// sentence patterns, nothing more: a real service sends the prompt and its context to a language
// model and returns the same `PromptResponse` shape.
import type { PromptResponse } from '@mui/x-data-grid-premium';

/** One entry of the prompt context: the JSON array the grid builds from its columns. */
export interface PromptContextColumn {
  field: string;
  description: string | null;
  examples: unknown[];
  type: string;
  allowedOperators: string[];
}

type Aggregation = PromptResponse['aggregation'];

const LATENCY_MS = 400;
let conversationCount = 0;

const emptyResponse = (conversationId: string): PromptResponse => ({
  conversationId,
  select: -1,
  filters: [],
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
});

/** "hireDate" -> "hire date": the words a person would type for a field. */
const words = (field: string) =>
  field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** The column named in `text`, by its field or the first word of its description. */
function findColumn(text: string, columns: PromptContextColumn[]) {
  const lower = text.toLowerCase().trim();
  return columns.find(
    (column) =>
      lower.includes(words(column.field)) ||
      (column.description !== null &&
        lower.includes(column.description.toLowerCase())),
  );
}

/** A column whose example values contain `value`: how the stand-in learns what to filter on. */
function findColumnByExample(value: string, columns: PromptContextColumn[]) {
  const lower = value.toLowerCase().trim();
  for (const column of columns) {
    const match = column.examples.find(
      (example) => String(example).toLowerCase() === lower,
    );
    if (match !== undefined) {
      return { column, value: String(match) };
    }
  }
  return undefined;
}

function interpret(
  prompt: string,
  columns: PromptContextColumn[],
  id: string,
): PromptResponse {
  const text = prompt.toLowerCase().trim();
  const response = emptyResponse(id);
  let match: RegExpMatchArray | null;

  if (/^(reset|clear|start over)/.test(text)) {
    return response;
  }
  if ((match = text.match(/^top (\d+) by (.+)$/))) {
    const column = findColumn(match[2] ?? '', columns);
    if (column) {
      response.sorting = [{ column: column.field, direction: 'desc' }];
      response.select = Number(match[1] ?? 0);
      return response;
    }
  }
  if (
    (match = text.match(
      /^sort by (.+?)(,? (highest|largest|newest) first| desc(ending)?)?$/,
    ))
  ) {
    const column = findColumn(match[1] ?? '', columns);
    if (column) {
      response.sorting = [
        { column: column.field, direction: match[2] ? 'desc' : 'asc' },
      ];
      return response;
    }
  }
  if ((match = text.match(/^(?:show )?only (.+)$/))) {
    const found = findColumnByExample(match[1] ?? '', columns);
    if (found) {
      const operator = found.column.allowedOperators.includes('is')
        ? 'is'
        : 'equals';
      response.filters = [
        { column: found.column.field, operator, value: found.value },
      ];
      return response;
    }
  }
  if (
    (match = text.match(/^(average|total|highest) (.+) by (.+?)(?: and (.+))?$/))
  ) {
    const aggFunc: Aggregation[string] = {
      average: 'avg',
      total: 'sum',
      highest: 'max',
    }[match[1] as 'average' | 'total' | 'highest'] as Aggregation[string];
    const value = findColumn(match[2] ?? '', columns);
    const rowColumn = findColumn(match[3] ?? '', columns);
    const pivotColumn = match[4] ? findColumn(match[4], columns) : undefined;
    if (value && rowColumn && pivotColumn) {
      response.pivoting = {
        rows: [rowColumn.field],
        columns: [{ column: pivotColumn.field, direction: 'asc' }],
        values: [{ [value.field]: aggFunc }],
      };
      return response;
    }
    if (value && rowColumn && !match[4]) {
      response.grouping = [{ column: rowColumn.field }];
      response.aggregation = { [value.field]: aggFunc };
      return response;
    }
  }
  if ((match = text.match(/^group by (.+)$/))) {
    const column = findColumn(match[1] ?? '', columns);
    if (column) {
      response.grouping = [{ column: column.field }];
      return response;
    }
  }
  throw new Error(
    'The offline stand-in only understands the suggested prompt patterns. Try one of the suggestions.',
  );
}

/**
 * Has the signature of the grid's `onPrompt` prop. Answers after a short delay, as a request would.
 */
export function processPromptLocally(
  prompt: string,
  promptContext: string,
  conversationId?: string,
): Promise<PromptResponse> {
  const columns = JSON.parse(promptContext) as PromptContextColumn[];
  if (!conversationId) {
    conversationCount += 1;
  }
  const id = conversationId ?? `local-conversation-${conversationCount}`;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(interpret(prompt, columns, id));
      } catch (error) {
        reject(error);
      }
    }, LATENCY_MS);
  });
}
