/**
 * What a tool says it does (src/toolkit/action.ts), from its name's verb and its description's
 * first verb: the rules that build on declared hints ask this before they trust one.
 */
import { describe, expect, it } from 'vitest';
import { describedAction, destructiveIsPlausible, verbKind } from '../src/toolkit/action.js';

const tool = (name: string, description?: string) => ({ name, descriptor: description === undefined ? {} : { description } });

describe('describedAction', () => {
  it.each([
    ['get_weather', 'Get the current weather.', 'reads', 'Get', 'description'],
    ['browser_resize', 'Resize the browser window', 'navigates', 'Resize', 'description'],
    ['browser_type', 'Type text into editable element', 'interacts', 'Type', 'description'],
    ['deleteFile', 'Removes a file.', 'destroys', 'Removes', 'description'],
    ['maps_geo', '将详细的结构化地址转换为经纬度坐标。', undefined, undefined, undefined],
    ['get_user', 'Deletes a user.', 'destroys', 'Deletes', 'description'],
    ['delete_user', 'The user is gone afterwards.', 'destroys', 'delete', 'name'],
    ['search', 'This tool retrieves matching documents.', 'reads', 'retrieves', 'description'],
    ['browser_drop', 'Drop files or MIME-typed data onto an element, as if dragged from outside the page.', 'interacts', 'Drop', 'description'],
    ['npm_types', 'Check TypeScript types for a package.', 'reads', 'Check', 'description'],
    ['console_logs', 'Console output of the page.', undefined, undefined, undefined],
    ['stripe_refund', 'Money back to the card.', 'pays', 'refund', 'name'],
  ])('%s: %s', (name, description, kind, verb, from) => {
    expect(describedAction(tool(name, description))).toEqual(kind === undefined ? undefined : { kind, verb, from });
  });

  it('reads inflected verbs and leaves unknown words alone', () => {
    expect(['searches', 'searching', 'created', 'queries', 'deleted'].map(verbKind)).toEqual(['reads', 'reads', 'adds', 'reads', 'destroys']);
    expect(verbKind('weather')).toBeUndefined();
  });
});

describe('destructiveIsPlausible', () => {
  it.each([
    ['browser_resize', 'Resize the browser window', false],
    ['browser_click', 'Perform click on a web page', false],
    ['search_notes', 'Search the notes.', false],
    ['reset_browser', 'Navigate to a blank page and clear all cookies and storage.', true],
    ['delete_file', 'Delete a file.', true],
    ['browser_evaluate', 'Evaluate JavaScript expression on page or element', true],
    ['run_query', 'Run a SQL query.', true],
    ['browser_file_upload', 'Upload one or multiple files', false],
    ['create_or_update_file', 'Create or update a single file in a GitHub repository', true],
    ['maps_geo', '地址转换为经纬度坐标', true],
  ])('%s: %s → %s', (name, description, plausible) => {
    expect(destructiveIsPlausible(tool(name, description))).toBe(plausible);
  });
});
