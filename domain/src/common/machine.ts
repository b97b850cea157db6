/**
 * The state-machine kit. Each feature defines its machines once with it; SQL applies them in one place
 * (`app_private.transition`, reading `app_private.state_transitions`, which a database test keeps equal to them).
 */
export interface MachineDefinition<S extends string, E extends string> {
  name: string;
  initial: S;
  states: readonly S[];
  transitions: Readonly<Record<S, Partial<Record<E, S>>>>;
}

export const defineMachine = <S extends string, E extends string>(m: MachineDefinition<S, E>) => m;

/** The next state, or undefined when the event is not allowed from `from`. */
export const nextState = <S extends string, E extends string>(
  m: MachineDefinition<S, E>,
  from: S,
  event: E,
): S | undefined => m.transitions[from]?.[event];

/** Flattened rows (machine, from, event, to), the shape kept in the database. */
export const transitionRows = <S extends string, E extends string>(m: MachineDefinition<S, E>) =>
  (Object.entries(m.transitions) as [S, Partial<Record<E, S>>][]).flatMap(([from, events]) =>
    (Object.entries(events) as [E, S][]).map(([event, to]) => ({ machine: m.name, from, event, to })),
  );
