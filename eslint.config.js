// ESLint for the JavaScript we write (run by `make lint`): the recommended rules, and for each
// file the globals of where it runs — the page, the engine's web worker, the service worker, Node.
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["node_modules/", "dist/", "build/", ".venv/"] },
  js.configs.recommended,
  {
    files: ["assets/js/**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: globals.browser },
  },
  {
    files: ["assets/js/engine-worker.js"],
    languageOptions: { globals: globals.worker },
  },
  {
    // A classic script (importScripts), not a module.
    files: ["sw.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "script", globals: globals.serviceworker },
  },
  {
    files: ["tests/**/*.mjs", "py/ludoteca/**/*.mjs", "bench/**/*.mjs", "eslint.config.js"],
    languageOptions: { ecmaVersion: "latest", sourceType: "module", globals: globals.node },
  },
  {
    // Node scripts that drive a browser: some of their functions run in the page.
    files: ["tests/e2e/**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
];
