// A demo imported with the `?demo` resource query (plugins/demos/loader.ts builds the module).
declare module '*?demo' {
  import type { DemoModule } from '@site/src/lib/demo';
  const demo: DemoModule;
  export default demo;
}
