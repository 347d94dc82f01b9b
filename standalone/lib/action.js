// src/action.ts, from the bundle (scripts/standalone.mjs).
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const action = require('./core.cjs').entries.action();
export const { ActionInputError, actionMain, getInput, planFromInputs, runAction, words } = action;
