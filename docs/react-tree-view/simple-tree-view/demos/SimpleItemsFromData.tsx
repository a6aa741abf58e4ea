import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

type Recipe = { slug: string; title: string; minutes?: number; children?: Recipe[] };

const chapters: Recipe[] = [
  {
    slug: 'baking',
    title: 'Baking',
    children: [
      { slug: 'sourdough', title: 'Country sourdough', minutes: 1440 },
      { slug: 'focaccia', title: 'Rosemary focaccia', minutes: 180 },
    ],
  },
  {
    slug: 'mains',
    title: 'Mains',
    children: [
      { slug: 'risotto', title: 'Mushroom risotto', minutes: 45 },
      { slug: 'dal', title: 'Red lentil dal', minutes: 35 },
    ],
  },
];

function formatTime(minutes: number) {
  return minutes >= 60 ? `${Math.round(minutes / 60)} h` : `${minutes} min`;
}

// One TreeItem per entry; the function calls itself for the children.
function renderRecipe(recipe: Recipe) {
  return (
    <TreeItem
      key={recipe.slug}
      itemId={recipe.slug}
      label={
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
          <span>{recipe.title}</span>
          {recipe.minutes !== undefined && (
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
              {formatTime(recipe.minutes)}
            </Typography>
          )}
        </Box>
      }
    >
      {recipe.children?.map(renderRecipe)}
    </TreeItem>
  );
}

export default function SimpleItemsFromData() {
  return (
    <Box sx={{ minHeight: 220, maxWidth: 360 }}>
      <SimpleTreeView aria-label="Recipes by chapter" defaultExpandedItems={['baking']}>
        {chapters.map(renderRecipe)}
      </SimpleTreeView>
    </Box>
  );
}
