/**
 * A feature's one declaration to the shared domain: everything the gathered registries read from it (error codes,
 * limits, command schemas, values and enum types SQL shares, state machines, workflow types with their signals).
 * Each feature folder exports one from its index.ts; `features.ts` lists them, and the registries (`errorCatalog`,
 * `limits`, `commandSchemas`, `sqlConstants`, `sqlEnums`, `machines`, `workflowSignals`) are reductions over that list.
 * A key two features both declare is an error when the list is read (at module load), never a silent overwrite.
 */
import type { ErrorSlices } from './errors.ts';
import type { MachineDefinition } from './machine.ts';
import type { SqlConstant } from './sql-constant.ts';

export interface DomainFeature {
  /** The feature's folder name. */
  readonly name: string;
  /** Its error codes with en/zh texts (`errorCatalog`): its slice, which also adds itself to `ErrorSlices`. */
  readonly errors?: ErrorSlices[keyof ErrorSlices];
  /** Its limits, read by forms and tests (`limits`). */
  readonly limits?: Readonly<Record<string, unknown>>;
  /** GraphQL mutation field name -> zod schema of its input, re-checked by the API (`commandSchemas`). */
  readonly commands?: Readonly<Record<string, { safeParse: (value: unknown) => unknown }>>;
  /** Values SQL shares, generated as `app_hidden.<name>()` in this order (`sqlConstants`). */
  readonly sqlConstants?: readonly SqlConstant[];
  /** The database enum types the feature owns (`'app_public.<type>'`) and the values they must equal (`sqlEnums`). */
  readonly sqlEnums?: Readonly<Record<string, readonly string[]>>;
  /** Its state machines (`machines`). */
  readonly machines?: readonly MachineDefinition<string, string>[];
  /** Workflow type -> the signals an outbox row may carry to it (`workflowSignals`). */
  readonly workflows?: Readonly<Record<string, readonly string[]>>;
}

/** Declares a feature; the type of every field is kept as written, so the registries keep their literal keys. */
export const defineDomainFeature = <F extends DomainFeature>(feature: F): F => feature;

export type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type RecordField = 'errors' | 'limits' | 'commands' | 'sqlEnums' | 'workflows';
type ListField = 'sqlConstants' | 'machines';
type FieldOf<F, K extends keyof DomainFeature> = F extends { readonly [P in K]: infer V } ? V : never;

/** The type of one record field merged over a list of features (`errorCatalog`'s literal codes, `limits`' keys). */
export type Merged<Fs extends readonly DomainFeature[], K extends RecordField> = Simplify<UnionToIntersection<FieldOf<Fs[number], K>>>;
/** The element type of one list field over a list of features. */
export type Joined<Fs extends readonly DomainFeature[], K extends ListField> = FieldOf<Fs[number], K> extends readonly (infer E)[] ? E : never;

/** One record field of every feature in one object; a key declared by two features throws, naming both. */
export const mergeFeatures = <Fs extends readonly DomainFeature[], K extends RecordField>(features: Fs, field: K): Merged<Fs, K> => {
  const merged: Record<string, unknown> = {};
  const owner = new Map<string, string>();
  for (const feature of features) {
    for (const [key, value] of Object.entries(feature[field] ?? {})) {
      const first = owner.get(key);
      if (first !== undefined) throw new Error(`domain features: ${field} key '${key}' is declared by both ${first} and ${feature.name}`);
      owner.set(key, feature.name);
      merged[key] = value;
    }
  }
  return merged as Merged<Fs, K>;
};

/** One list field of every feature, in the list's order; two entries of one name throw, naming both features. */
export const joinFeatures = <Fs extends readonly DomainFeature[], K extends ListField>(features: Fs, field: K): readonly Joined<Fs, K>[] => {
  const joined: Joined<Fs, K>[] = [];
  const owner = new Map<string, string>();
  for (const feature of features) {
    for (const entry of (feature[field] ?? []) as readonly (Joined<Fs, K> & { name: string })[]) {
      const first = owner.get(entry.name);
      if (first !== undefined) throw new Error(`domain features: ${field} name '${entry.name}' is declared by both ${first} and ${feature.name}`);
      owner.set(entry.name, feature.name);
      joined.push(entry);
    }
  }
  return joined;
};

/** Two features of one name would make the messages above ambiguous: the list itself is checked too. */
export const checkFeatureNames = (features: readonly DomainFeature[]): void => {
  const names = features.map((f) => f.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) throw new Error(`domain features: listed twice: ${twice.join(', ')}`);
};
