import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject, runAstro } from '../support/project-copy';

let project: ReturnType<typeof copyProject>;
beforeAll(() => {
  project = copyProject();
});
afterAll(() => project.remove());

/** Copies one fixture into the project copy, runs `astro sync`, then removes it again. */
async function syncWith(fixture: string) {
  const target = join(project.dir, 'content', 'state-laws', `zz-${fixture}`);
  copyFileSync(join(process.cwd(), 'tests', 'fixtures', 'bad-state-law', fixture), target);
  try {
    return await runAstro(project.dir, ['sync']);
  } finally {
    rmSync(target, { force: true });
  }
}

describe('a malformed state-law file fails the build, naming the file and the fields', () => {
  it('rejects an impossible in-force date and an unknown registration rule', async () => {
    const { status, output } = await syncWith('impossible-date.yaml');
    expect(status).not.toBe(0);
    expect(output).toContain('content/state-laws/zz-impossible-date.yaml');
    expect(output).toContain('"2025-02-30" is not a real date');
    expect(output).toMatch(/registrationRule.*must be one of/);
  });

  it('rejects an in-force law with no official source (and no reason why none is linked)', async () => {
    const { status, output } = await syncWith('no-official-source.yaml');
    expect(status).not.toBe(0);
    expect(output).toContain('content/state-laws/zz-no-official-source.yaml');
    expect(output).toContain('An in-force law needs at least one official source');
  });

  it('rejects a field it does not know, at the top or misspelt beside a real one, naming each', async () => {
    const { status, output } = await syncWith('unknown-field.yaml');
    expect(status).not.toBe(0);
    expect(output).toContain('content/state-laws/zz-unknown-field.yaml');
    expect(output).toContain('law.capUsdd: "capUsdd" is not a field here (did you mean "capUsd"?)');
    expect(output).toMatch(/^ {2}foo: "foo" is not a field here: the build stops rather than drop it\./m);
  });

  it('rejects an official source on a host outside the allow-list', async () => {
    const { status, output } = await syncWith('unofficial-source.yaml');
    expect(status).not.toBe(0);
    expect(output).toContain('content/state-laws/zz-unofficial-source.yaml');
    expect(output).toContain('"https://www.example-lawfirm.com/blog/texas-hb-700" is not on an official host');
  });

  it('rejects a state with a disclosure law and no office to complain to', async () => {
    const { status, output } = await syncWith('no-complaint-route.yaml');
    expect(status).not.toBe(0);
    expect(output).toContain('content/state-laws/zz-no-complaint-route.yaml');
    expect(output).toContain('A state with a disclosure law (and DC) needs at least one office under complaints');
  });
});
