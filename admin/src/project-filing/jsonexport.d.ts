// The browser build of jsonexport (the one react-admin's own exporter imports) has the package's types.
declare module 'jsonexport/dist/index.js' {
  import jsonexport from 'jsonexport';
  export default jsonexport;
}
