/** How the description/* rules share one defect between them: one finding, by the rule that owns it. */
import { describe, expect, it } from 'vitest';
import { lintText } from '../../helpers.js';
import { tool } from './fixtures.js';

describe('description/* interactions', () => {
  it('description/sentence-count leaves a long description to description/max-length (one finding for one defect)', async () => {
    const text = 'One. Two. Three. Four. Five. Six. ' + 'Seven is long. '.repeat(40);
    // Alone, description/sentence-count reports the text: the deferral below is what removes its finding.
    expect((await lintText(tool(text), 'description/sentence-count')).findings).toEqual([
      {
        ruleId: 'description/sentence-count',
        line: 2,
        column: 1,
        message: 'Description of "get_weather" has 46 sentences; cut it to 2–5 by moving parameter details into the schema and dropping background.',
      },
    ]);
    expect((await lintText(tool(text), ['description/sentence-count', 'description/max-length'])).findings).toEqual([
      {
        ruleId: 'description/max-length',
        line: 2,
        column: 1,
        message: 'Description of "get_weather" is 633 characters, over 600; cut background and implementation details, and move parameter details into the schema.',
      },
    ]);
  });
});
