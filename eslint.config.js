import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // editors/: the editor extensions are packages of their own (VS Code's is CommonJS, with its own dependencies).
  { ignores: ['dist/**', 'node_modules/**', 'fixtures/**', 'coverage/**', 'standalone/**', 'editors/**'] },
  js.configs.recommended,
  // Type-aware rules for the TypeScript sources; each file is type-checked through the tsconfig.json that covers it.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  // Plain JavaScript (bin/, scripts/, bench/, this file) is in no TypeScript project: no type-aware rules there.
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  // CommonJS that the package runs (scripts/core-loader.cjs, shipped as dist/cli/core.cjs).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', WebAssembly: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
