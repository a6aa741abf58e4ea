// Memoized: the navbar takes no props, so the layout's re-render on every navigation need not
// render it again. Its items that depend on the page (the active product, the version menu) read
// the router or the docs context, which still updates them.
import { memo } from 'react';
import Original from '@theme-original/Navbar';

export default memo(Original);
