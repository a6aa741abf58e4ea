// Without a licence key, MUI X Pro components draw "MUI X Missing license key" in a click-through
// div inside their own root: inside a Tree View that is an element with no role among the tree's
// items, and screen readers read it out as if it were content. It is only a notice for sighted
// developers, so it is hidden from assistive technology and tagged so the accessibility check can
// leave out its deliberately faint text (WCAG 1.4.3 exempts incidental text).

export const WATERMARK_ATTRIBUTE = 'data-licence-watermark';

/** Whether an element is the watermark of @mui/x-license (inline styles are its only marks). */
export function isLicenceWatermark(element: HTMLElement): boolean {
  return (
    element.style.position === 'absolute' &&
    element.style.pointerEvents === 'none' &&
    element.style.zIndex === '100000' &&
    (element.textContent ?? '').startsWith('MUI X ')
  );
}

/** Hides every licence watermark under `root` from assistive technology. */
export function hideLicenceWatermarks(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('div[style]').forEach((element) => {
    if (!isLicenceWatermark(element)) return;
    element.setAttribute('aria-hidden', 'true');
    element.setAttribute(WATERMARK_ATTRIBUTE, '');
  });
}
