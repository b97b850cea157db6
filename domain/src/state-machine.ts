/**
 * State machines are defined once here. SQL applies them in one place (`app_private.transition`), reading
 * the table `app_private.state_transitions`, which a database test keeps equal to these definitions.
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

export const joinApplicationStatuses = ['APPLYING', 'APPROVED', 'REJECTED'] as const;
export type JoinApplicationStatus = (typeof joinApplicationStatuses)[number];
export type JoinApplicationEvent = 'approve' | 'reject';

/** Spec 1 §4: APPLYING -> APPROVED | REJECTED. A rejected user re-applies with a new application. */
export const joinApplicationMachine = defineMachine<JoinApplicationStatus, JoinApplicationEvent>({
  name: 'join_application',
  initial: 'APPLYING',
  states: joinApplicationStatuses,
  transitions: {
    APPLYING: { approve: 'APPROVED', reject: 'REJECTED' },
    APPROVED: {},
    REJECTED: {},
  },
});

export const machines = [joinApplicationMachine] as const;
