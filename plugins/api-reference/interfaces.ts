// An interface's API page (GridColDef, AxisConfig): its properties as each package tier sees them.
import { Node, type Type } from 'ts-morph';
import { apiPath, type ApiProp } from '../../src/lib/apiReference';
import { checkPlan, type ExtractContext, type ExtractedPage, type FoundExport } from './context';
import { lastJsDoc, readDoc } from './jsDoc';
import { higherPlan } from './packages';
import type { ApiPageSpec } from './pages';
import type { PropertyReader } from './properties';
import { cleanComponentDescription, sortProps } from './text';

export function createInterfaceExtractor(
  context: ExtractContext,
  properties: PropertyReader,
): (spec: ApiPageSpec) => ExtractedPage {
  function interfaceType(found: FoundExport, name: string): { type: Type; location: Node } {
    const probe = context.probes.get(found.pkg, name);
    const probed = probe?.getType();
    if (probe && probed && !probed.isAny() && !probed.isUnknown()) return { type: probed, location: probe };
    const decl = found.declarations.find(
      (candidate) => Node.isInterfaceDeclaration(candidate) || Node.isTypeAliasDeclaration(candidate),
    );
    if (!decl) throw new Error(`Interface "${name}" of ${found.pkg.name} is not an interface or a type.`);
    return { type: decl.getType(), location: decl };
  }

  return function extractInterface(spec) {
    const tiers = context.findTiers(spec);
    const owner = tiers[0];
    if (!owner) {
      const names = (context.packages[spec.product] ?? []).map((pkg) => pkg.name).join(', ');
      throw new Error(`Interface "${spec.name}" no longer exists: none of ${names} exports it.`);
    }
    const plan = checkPlan(context, spec, owner.pkg.plan);
    // Each tier exports its own view of the interface (GridApi grows with the plan; module
    // augmentation adds members): a property first seen in a higher tier, or declared by a higher
    // tier's package, carries that tier's plan.
    const props = new Map<string, ApiProp>();
    const declarations = new Map<string, Node>();
    for (const found of tiers) {
      const { type, location } = interfaceType(found, spec.name);
      for (const [name, info] of properties.readProperties(type, location)) {
        if (props.has(name)) continue;
        props.set(name, { ...info.prop, plan: higherPlan(found.pkg.plan, info.declaredPlan) });
        declarations.set(name, info.declaration);
      }
    }
    const decl = owner.declarations[0];
    const doc = decl ? readDoc(lastJsDoc(decl)) : { description: '' };
    const filePackage = decl ? context.packageOfFile(decl.getSourceFile().getFilePath()) : undefined;
    const page = {
      kind: 'interface' as const,
      name: spec.name,
      product: spec.product,
      path: apiPath(spec.product, spec.name),
      plan,
      description: cleanComponentDescription(doc.description),
      deprecated: doc.deprecated,
      imports: tiers.map((found) => `import { ${found.exportName} } from '${found.pkg.name}';`),
      props: sortProps([...props.values()]),
      slots: [],
      classes: [],
      sourceFile: filePackage?.relative,
      sourcePackage: filePackage?.name,
    };
    return { page, declarations };
  };
}
