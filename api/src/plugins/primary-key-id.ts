/**
 * With Relay global ids switched off (NodePlugin disabled), a column named `id` keeps its name instead of `rowId`,
 * so every type's `id` is its primary key, as the spec and the back office's data provider expect.
 */
export const PrimaryKeyIdPlugin: GraphileConfig.Plugin = {
  name: 'PrimaryKeyIdPlugin',
  version: '1.0.0',
  inflection: {
    replace: {
      _attributeName(previous, options, details) {
        if (!previous) throw new Error('No inflector _attributeName to wrap');
        return previous.call(this, { ...details, skipRowId: true });
      },
    },
  },
};
