// The browser's entry point: Docusaurus's clientEntry.js, reached in steps. Webpack runs an entry's
// whole import graph at once, so main.js (React DOM, the route table and registry, the theme) was one
// task of ~45–75 ms on this machine (~180–300 ms at Lighthouse's phone speed, where it was the longest
// task of every first load). Here its biggest parts are evaluated first, each in a task of its own
// (~10–20 ms each), in the order clientEntry imports them; clientEntry then finds them evaluated and
// starts the app as before. Each import is `eager`: it stays in main.js, so no request is added,
// and the stylesheet's order is unchanged.

// A message, not a timer: timers in a background tab run at most once a second.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

// Each import is written out: webpack needs literal module names to keep them in main.js.
const steps: Array<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () =>
    Promise.all([
      import(/* webpackMode: "eager" */ 'react-helmet-async'),
      import(/* webpackMode: "eager" */ 'react-router-dom'),
    ]),
  () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  () => import(/* webpackMode: "eager" */ '@generated/registry'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  () => import(/* webpackMode: "eager" */ '@theme/Root'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js'),
];

async function startInSteps(): Promise<void> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
}

void startInSteps();
