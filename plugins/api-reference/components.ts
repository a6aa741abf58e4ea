// A component's API page: its props (with the plan mark of each), slots, CSS classes, theme name,
// imports and where its ref goes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Node, type Type } from 'ts-morph';
import { apiPath, type ApiProp } from '../../src/lib/apiReference';
import type { Plan } from '../../src/lib/navigation';
import { checkPlan, type ExtractContext, type ExtractedPage, type FoundExport } from './context';
import { lastJsDoc, readDoc, type DocInfo } from './jsDoc';
import { higherPlan, planOfPackageName, planRank, siblingNames } from './packages';
import type { ApiPageSpec } from './pages';
import type { PropertyReader } from './properties';
import { createSlotsAndClassesReader } from './slotsAndClasses';
import { cleanComponentDescription, sortProps } from './text';
import { createMuiNameFinder } from './themeName';
import type { TypeFormatter } from './typeText';

interface ComponentProps {
  readonly decl: Node;
  /** Where the props type was read: the declaration, or the probe for a generic component. */
  readonly location: Node;
  readonly props: Type | undefined;
}

export function createComponentExtractor(
  context: ExtractContext,
  properties: PropertyReader,
  format: TypeFormatter,
): (spec: ApiPageSpec) => ExtractedPage {
  const { project, packageOfFile } = context;
  const { readProperties, readProperty, documentedDeclaration, ownPropertyNames } = properties;
  const { readSlots, classesType, readClasses } = createSlotsAndClassesReader(context, properties);
  const findMuiName = createMuiNameFinder();

  function componentProps(found: FoundExport): ComponentProps {
    const decl = found.declarations.find(
      (node) => Node.isVariableDeclaration(node) || Node.isFunctionDeclaration(node),
    );
    if (!decl) {
      throw new Error(`Cannot read export "${found.exportName}" of ${found.pkg.name}: it is not a component.`);
    }
    const signature = decl.getType().getCallSignatures()[0];
    if (!signature) {
      throw new Error(`Cannot read export "${found.exportName}" of ${found.pkg.name}: its type has no call signature.`);
    }
    const probe = context.probes.get(found.pkg, found.exportName);
    if (signature.getTypeParameters().length && probe && Node.isJsxSelfClosingElement(probe)) {
      const instantiated = project.getTypeChecker().getResolvedSignature(probe);
      if (instantiated) {
        return { decl, location: probe, props: instantiated.getParameters()[0]?.getTypeAtLocation(probe) };
      }
    }
    // A component without parameters (RadarMetricLabels) has no props.
    return { decl, location: decl, props: signature.getParameters()[0]?.getTypeAtLocation(decl) };
  }

  function componentDoc(decl: Node): DocInfo {
    const holder = Node.isVariableDeclaration(decl) ? decl.getVariableStatement() : decl;
    return readDoc(holder ? lastJsDoc(holder) : undefined);
  }

  function refTargetOf(component: ComponentProps): string | undefined {
    const ref = component.props?.getProperty('ref');
    if (!ref) return undefined;
    const text = format.typeText(ref.getTypeAtLocation(component.location), component.location);
    return /Ref(?:Object)?<([\w.]+)>/.exec(text)?.[1];
  }

  function subpathImport(found: FoundExport, decl: Node): string | undefined {
    const filePackage = packageOfFile(decl.getSourceFile().getFilePath());
    const folder = filePackage?.relative.split('/')[0];
    if (!filePackage || !folder || folder === filePackage.relative || ['internals', 'esm'].includes(folder)) {
      return undefined;
    }
    const indexFile = path.join(filePackage.dir, folder, 'index.d.ts');
    if (!existsSync(indexFile)) return undefined;
    const loaded = project.getSourceFile(indexFile);
    const exported = loaded
      ? loaded.getExportedDeclarations().has(found.exportName)
      : new RegExp(`\\b${found.exportName}\\b`).test(readFileSync(indexFile, 'utf8'));
    return exported ? `import { ${found.exportName} } from '${filePackage.name}/${folder}';` : undefined;
  }

  /**
   * The plan mark of each prop. A Pro or Premium edition of a component (DataGridPremium, BarChartPro)
   * is compared with its lower editions: a prop DataGridPro lacks is Premium, one DataGrid lacks is
   * Pro. Other components only mark a prop declared by a package above the page's own plan.
   */
  function propPlans(spec: ApiPageSpec, plan: Plan | undefined): (name: string, declared?: Plan) => Plan | undefined {
    const editions = siblingNames(spec.name).flatMap((name) => {
      const found = context.findTiers({ product: spec.product, name })[0];
      const props = found && componentProps(found).props;
      return found && props ? [{ plan: found.pkg.plan, names: ownPropertyNames(props) }] : [];
    });
    if (editions.length) {
      return (name) => {
        const edition = editions.find((candidate) => candidate.names.has(name));
        return edition ? edition.plan : plan;
      };
    }
    return (_name, declared) => (planRank(declared) > planRank(plan) ? declared : undefined);
  }

  return function extractComponent(spec) {
    const tiers = context.findTiers(spec);
    const owner = tiers[0];
    if (!owner) {
      const names = (context.packages[spec.product] ?? []).map((pkg) => pkg.name).join(', ');
      throw new Error(`Cannot read export "${spec.name}" from ${names}: no package exports it.`);
    }
    const plan = checkPlan(context, spec, owner.pkg.plan);
    const component = componentProps(owner);
    const { decl, props: propsType } = component;
    const doc = componentDoc(decl);
    const filePackage = packageOfFile(decl.getSourceFile().getFilePath());
    const markOf = propPlans(spec, plan);

    const props = new Map<string, ApiProp>();
    const declarations = new Map<string, Node>();
    if (propsType) {
      for (const [name, info] of readProperties(propsType, component.location)) {
        props.set(name, { ...info.prop, plan: markOf(name, info.declaredPlan) });
        declarations.set(name, info.declaration);
      }
    }
    // A higher tier may augment a shared component's props through module augmentation of its own
    // copy (premium adds `excelOptions` to `GridToolbarProps`): keep what that tier's package declares.
    for (const higher of tiers.slice(1)) {
      const higherComponent = componentProps(higher);
      if (higherComponent.decl === decl || !higherComponent.props) continue;
      for (const symbol of higherComponent.props.getProperties()) {
        const documented = props.has(symbol.getName()) ? undefined : documentedDeclaration(symbol);
        const filePackage = documented && packageOfFile(documented.getSourceFile().getFilePath());
        if (!filePackage || planOfPackageName(filePackage.name) !== higher.pkg.plan) continue;
        const info = readProperty(symbol, higherComponent.location);
        if (info) {
          props.set(info.prop.name, { ...info.prop, plan: higherPlan(markOf(info.prop.name), higher.pkg.plan) });
          declarations.set(info.prop.name, info.declaration);
        }
      }
    }

    const muiName = filePackage ? findMuiName(spec.name, filePackage.dir, propsType) : undefined;
    const subpath = subpathImport(owner, decl);
    const page = {
      kind: 'component' as const,
      name: spec.name,
      product: spec.product,
      path: apiPath(spec.product, spec.name),
      plan,
      description: cleanComponentDescription(doc.description),
      deprecated: doc.deprecated,
      imports: [
        ...(subpath ? [subpath] : []),
        ...tiers.map((found) => `import { ${found.exportName} } from '${found.pkg.name}';`),
      ],
      props: sortProps([...props.values()]),
      slots: propsType ? readSlots(propsType, component.location) : [],
      classes: readClasses(classesType(owner, spec.name, propsType, component.location), muiName ?? `Mui${spec.name}`),
      muiName,
      refTarget: refTargetOf(component),
      sourceFile: filePackage?.relative,
      sourcePackage: filePackage?.name,
    };
    return { page, declarations };
  };
}
