import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject, runAstro } from '../support/project-copy';

let project: ReturnType<typeof copyProject>;
beforeAll(() => {
  project = copyProject();
});
afterAll(() => project.remove());

describe('a malformed state-law file fails the build, naming the file and the fields', () => {
  it('rejects an impossible in-force date and an unknown registration rule', async () => {
    copyFileSync(
      join(process.cwd(), 'tests', 'fixtures', 'bad-state-law', 'impossible-date.yaml'),
      join(project.dir, 'content', 'state-laws', 'zz-impossible-date.yaml'),
    );
    const { status, output } = await runAstro(project.dir, ['sync']);
    expect(status).not.toBe(0);
    expect(output).toContain('content/state-laws/zz-impossible-date.yaml');
    expect(output).toContain('"2025-02-30" is not a real date');
    expect(output).toMatch(/registrationRule.*must be one of/);
  });
});
