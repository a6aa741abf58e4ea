import { hideLicenceWatermarks, WATERMARK_ATTRIBUTE } from '@site/src/lib/licenceWatermark';

const WATERMARK_STYLE =
  'position:absolute;pointer-events:none;color:#8282829e;z-index:100000;width:100%;text-align:center;bottom:50%';

function treeWith(...children: string[]): HTMLElement {
  const tree = document.createElement('ul');
  tree.setAttribute('role', 'tree');
  tree.innerHTML = children.join('');
  return tree;
}

it('hides the licence watermark a Pro component draws from screen readers', () => {
  const tree = treeWith('<li role="treeitem">Aisle 1</li>', `<div style="${WATERMARK_STYLE}">MUI X Missing license key</div>`);
  hideLicenceWatermarks(tree);
  const watermark = tree.querySelector('div');
  expect(watermark).toHaveAttribute('aria-hidden', 'true');
  expect(watermark).toHaveAttribute(WATERMARK_ATTRIBUTE);
});

it('leaves alone a demo’s own positioned text, even a click-through overlay', () => {
  const tree = treeWith(
    `<div style="${WATERMARK_STYLE}">Drop here</div>`,
    '<div style="position:absolute;pointer-events:none">MUI X Missing license key</div>',
  );
  hideLicenceWatermarks(tree);
  tree.querySelectorAll('div').forEach((element) => expect(element).not.toHaveAttribute('aria-hidden'));
});
