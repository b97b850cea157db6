-- Raising an error is a side effect: the function must be volatile. Declared immutable, the planner may evaluate a
-- call with constant arguments early (e.g. while simplifying a CASE or a policy) and raise in a branch never taken.
alter function app_hidden.raise_error(text, jsonb) volatile;
