import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox, { CheckboxProps } from '@mui/material/Checkbox';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';

const ring = (
  <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
);

interface RoundCheckboxProps extends CheckboxProps {
  // Added by the tree: false when `checkboxSelection` is off.
  visible?: boolean;
}

// The slot receives `checked`, `indeterminate`, `disabled`, `onChange`, `tabIndex`,
// `visible`, a `ref` and a class name. `visible` must not reach the DOM.
const RoundCheckbox = React.forwardRef<HTMLButtonElement, RoundCheckboxProps>(
  function RoundCheckbox({ visible, 'aria-label': ariaLabel, ...other }, ref) {
    if (!visible) {
      return null;
    }
    return (
      <Checkbox
        {...other}
        // On the Checkbox itself, aria-label would name its wrapper, not the <input>.
        slotProps={{ input: { 'aria-label': ariaLabel } }}
        ref={ref}
        color="success"
        sx={{ p: 0 }}
        icon={<SvgIcon>{ring}</SvgIcon>}
        checkedIcon={
          <SvgIcon>
            <path d="M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm4 5.6-5.2 5.3-2.6-2.6-1.4 1.4 4 4 6.6-6.7z" />
          </SvgIcon>
        }
        indeterminateIcon={
          <SvgIcon>
            {ring}
            <path d="M12 6a6 6 0 0 1 0 12z" />
          </SvgIcon>
        }
      />
    );
  },
);

interface LessonItemProps extends TreeItemProps {
  label: string;
}

// The row's text does not name the checkbox inside it, so the checkbox gets its own.
function LessonItem(props: LessonItemProps) {
  return (
    <TreeItem
      {...props}
      slots={{ checkbox: RoundCheckbox }}
      slotProps={{ checkbox: { 'aria-label': `Done: ${props.label}` } }}
    />
  );
}

const LESSON_COUNT = 5;

export default function ItemCustomizationCheckbox() {
  const [done, setDone] = React.useState<string[]>(['l-soil']);
  const lessons = done.filter((id) => id.startsWith('l-')).length;

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Box sx={{ minHeight: 250 }}>
        <SimpleTreeView
          aria-label="Course syllabus"
          defaultExpandedItems={['m-basics', 'm-growing']}
          multiSelect
          checkboxSelection
          selectionPropagation={{ parents: true, descendants: true }}
          selectedItems={done}
          onSelectedItemsChange={(_event, itemIds) => setDone(itemIds)}
        >
          <LessonItem itemId="m-basics" label="Module 1: Basics">
            <LessonItem itemId="l-soil" label="Reading your soil" />
            <LessonItem itemId="l-tools" label="Tools worth buying" />
          </LessonItem>
          <LessonItem itemId="m-growing" label="Module 2: Growing">
            <LessonItem itemId="l-sowing" label="Sowing indoors" />
            <LessonItem itemId="l-potting" label="Potting on" />
            <LessonItem itemId="l-feeding" label="Feeding and watering" />
          </LessonItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Lessons completed: {lessons} of {LESSON_COUNT}
      </Typography>
    </Box>
  );
}
