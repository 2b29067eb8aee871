// `pnpm bench:redraws`: how often React commits on /web/app/PeopleNear after its deck has shown,
// and how many components each commit renders, on the production build against a server of its
// own. Every such commit is main-thread time that Lighthouse counts as blocking on a slow phone.
// A benchmark, not a test: it prints figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { ProductServer } from '../support/productServer';
import { birthDateForAge, signUpMember, storeSession } from '../support/session';

const RUNS = Number(process.env.BENCH_REDRAWS_RUNS ?? 3);
/** `BENCH_REDRAWS_DETAIL=1` names, for each commit, the components it rendered and why. */
const DETAIL = process.env.BENCH_REDRAWS_DETAIL === '1';
/** The page is taken as settled once no commit has come for this long. */
const QUIET_MS = 3000;
const NEIGHBOURS = [
  'Camille',
  'Hugo',
  'Lina',
  'Noah',
  'Ines',
  'Jules',
  'Sara',
  'Malik',
  'Zoe',
  'Adam',
];

interface Rendered {
  name: string;
  /** The nearest element below it, as `tag.class` or its test id: which part of the page it is. */
  where: string;
  /** What differed from its last render: `props:<key>`, `state:<hook>`, `mount`; `context?` when none did. */
  why: string[];
}

interface Commit {
  at: number;
  components: number;
  /** The top card was in the document after this commit. */
  deckShown: boolean;
  rendered?: Rendered[];
}

/**
 * Runs in the page before its scripts: a stand-in for React DevTools' global hook, which React
 * (production builds too) tells of every commit. A fiber was rendered in a commit when React
 * worked on it (it is not its last commit's fiber) and it has the PerformedWork flag.
 */
function installCommitCounter(detail: boolean) {
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo
  const PERFORMED_WORK = 1;
  interface Fiber {
    tag: number;
    type: { displayName?: string; name?: string } | string | null;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    memoizedProps: Record<string, unknown> | null;
    memoizedState: { memoizedState: unknown; next: unknown } | null;
    dependencies: { firstContext: unknown } | null;
    stateNode: unknown;
  }
  const commits: Commit[] = [];
  (window as unknown as { __redrawCommits: Commit[] }).__redrawCommits = commits;

  const nameOf = (fiber: Fiber) => {
    const type = fiber.type as { displayName?: string; name?: string; render?: { name?: string } };
    return type?.displayName ?? type?.name ?? type?.render?.name ?? `tag${fiber.tag}`;
  };
  const whereOf = (fiber: Fiber) => {
    for (let node: Fiber | null = fiber; node; node = node.child) {
      if (node.stateNode instanceof Element) {
        const element = node.stateNode;
        const testId = element.getAttribute('data-testid');
        if (testId) return `[${testId}]`;
        const className = element.getAttribute('class')?.split(' ')[0];
        return `${element.tagName.toLowerCase()}${className ? `.${className}` : ''}`;
      }
    }
    return '';
  };
  const whyOf = (fiber: Fiber) => {
    const before = fiber.alternate;
    if (!before) return ['mount'];
    const why: string[] = [];
    const props = fiber.memoizedProps ?? {};
    const oldProps = before.memoizedProps ?? {};
    if (props !== oldProps) {
      for (const key of new Set([...Object.keys(props), ...Object.keys(oldProps)])) {
        if (props[key] !== oldProps[key]) why.push(`props:${key}`);
      }
      if (why.length === 0) why.push('props(same values)');
    }
    if (fiber.tag !== 1) {
      let hook = fiber.memoizedState;
      let oldHook = before.memoizedState;
      for (let index = 0; hook && oldHook; index += 1) {
        const state = hook.memoizedState as { create?: unknown } | null;
        // An effect's record is new on every render: only values that changed tell why.
        const isEffect = typeof state === 'object' && state !== null && 'create' in state;
        if (!isEffect && state !== oldHook.memoizedState) why.push(`state:${index}`);
        hook = hook.next as typeof hook;
        oldHook = oldHook.next as typeof oldHook;
      }
    } else if (fiber.memoizedState !== before.memoizedState) why.push('state');
    if (why.length === 0 && fiber.dependencies?.firstContext) why.push('context?');
    return why;
  };

  const hook = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer: unknown) {
      const id = hook.renderers.size + 1;
      hook.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      let components = 0;
      const rendered: Rendered[] = [];
      // Below a fiber React did not work on (its child is its last commit's), nothing rendered.
      const visit = (fiber: Fiber, mounting: boolean) => {
        for (let node: Fiber | null = fiber; node; node = node.sibling) {
          const fresh = mounting || node.alternate === null;
          if (COMPONENT_TAGS.has(node.tag) && (fresh || node.flags & PERFORMED_WORK)) {
            components += 1;
            if (detail)
              rendered.push({ name: nameOf(node), where: whereOf(node), why: whyOf(node) });
          }
          if (node.child && (fresh || node.child !== node.alternate?.child))
            visit(node.child, fresh);
        }
      };
      const top = root.current;
      if (top.child && top.child !== top.alternate?.child) visit(top.child, !top.alternate);
      commits.push({
        at: Math.round(performance.now()),
        components,
        deckShown: document.querySelector('[data-testid="swipe-card"]') !== null,
        ...(detail ? { rendered } : {}),
      });
    },
  };
  (
    window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }
  ).__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;
}

/** The commits from the one that showed the deck on, once the page has been quiet for QUIET_MS. */
async function measure(origin: string, member: Awaited<ReturnType<typeof signUpMember>>) {
  const profile = mkdtempSync(path.join(tmpdir(), 'dating-bench-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 412, height: 823 },
  });
  try {
    const page = await browser.newPage();
    await storeSession(page, origin, member);
    // tsx keeps functions' names through an `__name` helper of its own, which the page lacks.
    await page.addInitScript({
      content: `var __name = (fn) => fn; (${installCommitCounter.toString()})(${DETAIL});`,
    });
    await page.goto(`${origin}/web/app/PeopleNear`);
    await page.getByTestId('swipe-card').waitFor();
    const commits = () =>
      page.evaluate(() => (window as unknown as { __redrawCommits: Commit[] }).__redrawCommits);
    for (;;) {
      const last = (await commits()).at(-1)?.at ?? 0;
      const now = await page.evaluate(() => performance.now());
      if (now - last >= QUIET_MS) break;
      await page.waitForTimeout(QUIET_MS - (now - last));
    }
    const all = await commits();
    const shownAt = all.findIndex((commit) => commit.deckShown);
    // What arrived when: a commit soon after a call's answer is likely that answer's.
    const answers = DETAIL
      ? await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/api/'))
            .map((entry) => ({
              at: Math.round((entry as PerformanceResourceTiming).responseEnd),
              call: new URL(entry.name).pathname,
            })),
        )
      : [];
    return { before: all.slice(0, shownAt + 1), after: all.slice(shownAt + 1), answers };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function printDetail(commits: Commit[], answers: { at: number; call: string }[]) {
  let answered = 0;
  const sorted = [...answers].sort((a, b) => a.at - b.at);
  for (const [index, commit] of commits.entries()) {
    for (; answered < sorted.length && sorted[answered]!.at <= commit.at; answered += 1) {
      console.log(`  answer at ${sorted[answered]!.at} ms: ${sorted[answered]!.call}`);
    }
    console.log(`  commit ${index + 1} at ${commit.at} ms: ${commit.components} components`);
    const groups = new Map<string, number>();
    for (const { name, where, why } of commit.rendered ?? []) {
      const key = `${name} ${where} (${why.join(', ')})`;
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    for (const [key, count] of groups) console.log(`    ${count > 1 ? `${count}x ` : ''}${key}`);
  }
}

const product = await ProductServer.start('bench-redraws');
try {
  const api = await request.newContext({ baseURL: product.origin });
  const member = await signUpMember(api);
  for (const [index, name] of NEIGHBOURS.entries()) {
    await signUpMember(api, {
      name,
      gender: index % 2 ? 'male' : 'female',
      dob: birthDateForAge(25 + index),
    });
  }
  await api.dispose();

  console.log(`React commits on /web/app/PeopleNear after the deck showed, ${RUNS} runs`);
  // Run 0 is not counted: the server's first answers are slower than a running server's.
  await measure(product.origin, member);
  for (let run = 1; run <= RUNS; run += 1) {
    const { before, after, answers } = await measure(product.origin, member);
    const total = after.reduce((sum, commit) => sum + commit.components, 0);
    console.log(
      `run ${run}: up to the deck ${before.length} commits ` +
        `(${before.reduce((sum, commit) => sum + commit.components, 0)} components); after it ` +
        `${after.length} commits, ${total} components [${after.map((c) => c.components).join(', ')}]`,
    );
    if (DETAIL) printDetail(after, answers);
  }
} finally {
  await product.close();
}
