/* global module */
// Stands in for the `object.entries` polyfill that node-polyglot requires: every browser the
// console supports has Object.entries, and the polyfill's helpers weigh about 4 kB gzipped
// on the landing page.
module.exports = Object.entries;
