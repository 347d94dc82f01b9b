/** The data the HTML report is built from: the dashboard, its entries, and each entry as the page's script reads it. */
import type { Diagnostic, ExampleResult, ExampleToolResult, FileResult, Grade, RuleMeta, ToolResult } from '../../../types/index.js';
import type { FrameLine } from './frames.js';

/** A finding as the page's script reads it. Text is shown as it is here (control characters already visible). */
export interface FindingData {
  /** Index of the rule in `rules`. */
  r: number;
  s: 'error' | 'warning';
  m: string;
  /** Start line and column, end line and column (absent for a live server's finding). */
  l?: number;
  c?: number;
  el?: number;
  ec?: number;
  /** Where a finding without a line is: `<tool> <pointer>` on a live server. */
  p?: string;
  /** The file of its frame and position, when it is not the entry's (a server finding's sidecar). */
  f?: number;
  /** Its code frame: the window of `src` and the first and last line shown. */
  fr?: [window: number, first: number, last: number];
  /** Set when suppressed: how, and the justification. */
  x?: string;
  /** Set when it keeps the tool from the next level. */
  b?: 1;
  /** Other places it names (the first of two duplicate names). */
  rel?: string[];
}

/** Source lines of one file kept for an entry's frames: `lines[0]` is line `from`. */
export interface SourceWindow {
  f: number;
  from: number;
  lines: FrameLine[];
}

export interface ExampleData {
  /** 1-based number of the example. */
  i: number;
  pr?: string;
  st: ExampleResult['status'];
  rs?: string;
  ms?: number;
  l?: number;
  /** Its failures: indexes into the entry's findings. */
  d: number[];
}

/** An entry of the card list. */
export interface ItemData {
  /** `t` a tool, `f` a file's own problems, `x` a tool's examples (`tooldoc test`). */
  k: 't' | 'f' | 'x';
  n: string;
  /** Index of its file in `files` (-1: none). */
  f: number;
  l?: number;
  /** The filter groups it is in (levels `L0`…`L3`, `file`, or example outcomes). */
  g: string[];
  lv?: Grade;
  /** Its grade in words ("Level 0 (Level 2 in mcp)"). */
  lt?: string;
  /** Its score (0-100, docs/score.md), and counting what a baseline accepts when that differs. */
  sc?: number;
  tsc?: number;
  nx?: Grade;
  /** The rules keeping it from the next level (indexes into `rules`), most findings first. */
  bl?: number[];
  /** What its format cannot hold, in words. */
  gap?: string;
  fmt?: string;
  srv?: string;
  /** A file that could not be linted: why, in words. */
  st?: string;
  e: number;
  w: number;
  /** `tooldoc test`: examples passed, failed, skipped; why none ran. */
  pa?: number;
  fa?: number;
  sk?: number;
  note?: string;
  ex?: ExampleData[];
  d: FindingData[];
  src: SourceWindow[];
}

export interface RuleData {
  id: string;
  /** Its docs page (http or https only). */
  url: string;
  level: RuleMeta['level'];
  desc?: string;
}

/** An entry before it is written: what it is and its findings (references into the result). */
export type Plan =
  | { kind: 't'; tool: ToolResult; file: FileResult | undefined; diagnostics: Diagnostic[] }
  | { kind: 'f'; file: FileResult; diagnostics: Diagnostic[] }
  | { kind: 'x'; tool: ExampleToolResult; diagnostics: Diagnostic[]; failuresOf: (e: ExampleResult) => Diagnostic[] };

export interface FilterOption {
  key: string;
  label: string;
  count: number;
}

/** Everything the page shows, worked out before it is written. */
export interface Dashboard {
  mode: 'lint' | 'test';
  /** The entries in the order they are written, each with its findings (worked out anew on each call, a file at a time). */
  plans: () => Iterable<Plan>;
  /** How many entries there are, and whether one is a file's own problems. */
  entries: number;
  fileEntries: boolean;
  files: string[];
  /** The `file` of every entry whose findings have no lines: live servers' (`server:<name>`), files removed since `--since`. */
  servers: ReadonlySet<string>;
  fileIndex: Map<string, number>;
  rules: RuleData[];
  ruleIndex: Map<string, number>;
  /** Filter counts: entries per group, per rule, with errors, with warnings. */
  groups: FilterOption[];
  entriesPerRule: number[];
  withErrors: number;
  withWarnings: number;
  /** Rules by the number of tools they keep from the next level. */
  blocking: Array<{ rule: number; tools: number; level: Grade | undefined }>;
  /** Active findings by rule group (the id up to its first "/"). */
  findingGroups: Array<{ group: string; errors: number; warnings: number; entries: number; rules: number[] }>;
}
