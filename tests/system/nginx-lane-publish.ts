import fs from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import type { BuildListAnswer, BuildSummary, PublishAnswer } from '#contract/calls/editor-publish.ts';
import type { EditorFamily, FamilySaveRequest } from '#contract/calls/editor-families.ts';
import { slugify } from '#contract/rules/slug.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { signInFully } from '../api/helpers/second-factor.ts';
import { h2Api, type H2Client } from '../support/nginx-lane.ts';
import type { LaneShop } from '../support/nginx-lane-shop.ts';

/**
 * Publishing in the nginx lane (tests/system/nginx-lane.test.ts registers it, after the tests that
 * read the first release): an editor, signed in with the second factor through nginx, renames a
 * family and publishes; the one builder builds beside its own site and its PUBLISH_HOOK
 * (scripts/publish-to-root.sh, as docs/deploy.md gives it) switches nginx's root. Not a *.test.ts
 * file: alone it has no lane to drive.
 */
export interface LaneForPublishing {
  lane(): LaneShop;
  client(): H2Client;
}

/** A build can take minutes on a loaded machine: the bound is for a hung one. */
const BUILD_BOUND_MS = 280_000;

const completeDocument = (text: string) => text.trimEnd().endsWith('</html>');
const assetsOf = (html: string) => [...new Set(html.match(/\/_astro\/[^"'\s)]+/g) ?? [])];

export function describePublishThroughNginx(context: LaneForPublishing): void {
  describe('one builder publishing into the root nginx serves, through PUBLISH_HOOK', () => {
    const client = () => context.client();
    const get = (urlPath: string) => client().request('GET', urlPath);
    const overNginx = {
      call: (name: string, body?: unknown, options?: { headers?: Record<string, string> }) =>
        h2Api<unknown>(client(), name, body, options?.headers),
    };
    let token = '';
    const editor = async <T>(name: string, body: object = {}) => {
      if (!token) token = (await signInFully(overNginx, 'editor@lihda.example', DEMO_PASSWORD)).data.token;
      const answer = await h2Api<T>(client(), name, body, { token });
      expect(answer.body.code, `${name}: ${answer.body.msg}`).toBe(200);
      return answer.body.data;
    };

    const lastFamilyId = async () =>
      (
        await context
          .lane()
          .direct.db.selectFrom('productFamilies')
          .select('id')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).id;

    async function rename(id: number, name: string): Promise<EditorFamily> {
      const family = await editor<EditorFamily>('editor/familyGet', { id });
      const change: FamilySaveRequest = {
        id,
        name,
        nameZh: family.nameZh,
        description: family.description,
        descriptionZh: family.descriptionZh,
        material: family.material,
        materialZh: family.materialZh,
        finish: family.finish,
        finishZh: family.finishZh,
      };
      await editor('editor/familySave', change);
      return family;
    }

    /** Publishes from the console and waits for the build's outcome. */
    async function publish(): Promise<{ build: BuildSummary; log: string }> {
      const { build } = await editor<PublishAnswer>('editor/publish');
      const done = await vi.waitFor(
        async () => {
          const row = (await editor<BuildListAnswer>('editor/buildList')).list.find((b) => b.id === build);
          if (row?.state !== 'succeeded' && row?.state !== 'failed') throw new Error(`build #${build} still running`);
          return row;
        },
        { timeout: BUILD_BOUND_MS, interval: 500 },
      );
      return { build: done, log: (await editor<{ log: string }>('editor/buildLog', { id: build })).log };
    }

    it('serves the renamed family from the new release once the hook has switched the root, each page whole and with its assets, never the old release after the new', async () => {
      const lane = context.lane();
      const id = await lastFamilyId();
      const newName = 'Knob Published Through Nginx';
      const family = await rename(id, newName);
      const oldPath = `/goodsInfo/${id}/${family.slug}`;
      const newPath = `/goodsInfo/${id}/${slugify(newName)}`;
      const rootBefore = await fs.readlink(lane.root);

      // Until the switch the old name's page is there and the new one is an outdated name (301);
      // after it the other way round. Asked one after the other, so the releases seen are in order.
      const seen: Array<'old' | 'new'> = [];
      const faults: string[] = [];
      let watching = true;
      const release = async (urlPath: string, ownRelease: 'old' | 'new'): Promise<'old' | 'new' | null> => {
        const answer = await get(urlPath);
        if (answer.status === 301) return ownRelease === 'old' ? 'new' : 'old';
        if (
          answer.status !== 200 ||
          !completeDocument(answer.text) ||
          (ownRelease === 'new') !== answer.text.includes(newName)
        ) {
          faults.push(`${urlPath}: ${answer.status}, ${answer.text.length} characters`);
          return null;
        }
        for (const asset of assetsOf(answer.text)) {
          const status = (await get(asset)).status;
          if (status !== 200) faults.push(`${asset} of ${urlPath} (${ownRelease} release): ${status}`);
        }
        return ownRelease;
      };
      const watcher = (async () => {
        while (watching) {
          for (const [urlPath, own] of [
            [oldPath, 'old'],
            [newPath, 'new'],
          ] as const) {
            const found = await release(urlPath, own);
            if (found) seen.push(found);
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      })().catch((error: unknown) => {
        faults.push(`the watch stopped: ${String(error)}`);
      });

      const published = publish();
      try {
        const { build, log } = await published;
        expect(build, log).toMatchObject({ state: 'succeeded', kind: 'incremental', live: true });
        await vi.waitFor(
          () => {
            if (!seen.includes('new') && faults.length === 0) throw new Error('nginx still serves the old release');
          },
          { timeout: 30_000, interval: 100 },
        );
      } finally {
        watching = false;
        await watcher;
      }
      const { build } = await published;
      expect(faults).toEqual([]);
      expect(seen[0]).toBe('old');
      expect(seen.slice(seen.indexOf('new'))).not.toContain('old');

      // nginx's root is the hook's copy, switched by a link; the builder keeps its own.
      const rootAfter = await fs.readlink(lane.root);
      expect(rootAfter).not.toBe(rootBefore);
      expect(rootAfter).toMatch(new RegExp(`^dist\\.releases/\\d{8}T\\d{6}Z-${build.id}-\\d+$`));
      expect(await fs.readlink(lane.builderSite)).toBe(`dist.releases/${build.id}`);
      // The hook's output joins the build's log when it has finished, after the build.
      const log = await vi.waitFor(
        async () => {
          const text = (await editor<{ log: string }>('editor/buildLog', { id: build.id })).log;
          if (!text.includes('PUBLISH_HOOK finished')) throw new Error('the hook has not finished');
          return text;
        },
        { timeout: 30_000, interval: 250 },
      );
      expect(log).toContain('PUBLISH_HOOK finished (exit code 0)');
      expect(log).toContain(`${lane.root} now serves`);
      const served = await get(newPath);
      expect(served.text).toContain(newName);
      expect(served.text).toContain(`<link rel="canonical" href="${lane.origin}${newPath}`);
    }, 330_000);

    it('leaves nginx serving the live release when a build fails', async () => {
      const lane = context.lane();
      const id = await lastFamilyId();
      const liveName = 'Knob Published Through Nginx';
      const family = await rename(id, 'Knob Never Published');
      const { dimensionColumns } = await lane.direct.db
        .selectFrom('productFamilies')
        .select('dimensionColumns')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const rootBefore = await fs.readlink(lane.root);
      const copiesBefore = await fs.readdir(`${lane.root}.releases`);
      try {
        // The family's data made invalid: its productDetail call answers 500 while its page renders.
        await lane.direct.db
          .updateTable('productFamilies')
          .set({ dimensionColumns: JSON.stringify({ broken: true }) })
          .where('id', '=', id)
          .execute();
        const { build, log } = await publish();
        expect(build, log).toMatchObject({ state: 'failed', live: false, release: null });
        expect(log).toContain('The site that buyers see is unchanged.');
        expect(log).not.toContain('PUBLISH_HOOK');
      } finally {
        await lane.direct.db
          .updateTable('productFamilies')
          .set({ dimensionColumns: JSON.stringify(dimensionColumns) })
          .where('id', '=', id)
          .execute();
      }
      expect(await fs.readlink(lane.root)).toBe(rootBefore);
      expect(await fs.readdir(`${lane.root}.releases`)).toEqual(copiesBefore);
      const live = await get(`/goodsInfo/${id}/${family.slug}`);
      expect(live.status).toBe(200);
      expect(live.text).toContain(liveName);
      expect((await get(`/goodsInfo/${id}/${slugify('Knob Never Published')}`)).status).toBe(301);
    }, 330_000);
  });
}
