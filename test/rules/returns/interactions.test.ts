/** The returns/* rules together: one finding per defect. */
import { describe, expect, it } from 'vitest';
import { lintText } from '../../helpers.js';

describe('returns/property-description and returns/description', () => {
  it('leave a payload wrapped in one field to returns/description when neither is described', async () => {
    // livemcptool/biomcp.json, article_searcher: FastMCP's {"result": string} wrapper.
    const code = JSON.stringify(
      {
        tools: [
          {
            name: 'article_searcher',
            inputSchema: { type: 'object' },
            outputSchema: { properties: { result: { title: 'Result', type: 'string' } }, required: ['result'], title: 'article_searcherOutput', type: 'object' },
          },
        ],
      },
      null,
      2,
    );
    const { findings } = await lintText(code, ['returns/property-description', 'returns/description'], { file: 'tools.json' });
    expect(findings).toEqual([
      {
        ruleId: 'returns/description',
        line: 8,
        column: 7,
        message: '"outputSchema" of "article_searcher" has no description; summarise the payload in one line, with units, time zones and currencies.',
      },
    ]);
  });
});
