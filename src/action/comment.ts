/**
 * The sticky pull-request comment: find this workflow+job's own comment by its hidden marker —
 * only among comments written by a bot, so a person quoting the marker is never overwritten —
 * and edit it, or create one. Fork pull requests get a read-only token (403): that is a warning,
 * never a failure.
 */
import { commentBody, commentMarker } from "../report/comment.js";
import type { Report } from "../report/types.js";
import type { CommentMode } from "./inputs.js";
import type { Core, GitHub, IssueComment } from "./env.js";

const MAX_PAGES = 20;

export type CommentOutcome = "created" | "updated" | "skipped" | "failed";

export async function stickyComment(
  github: GitHub,
  core: Core,
  opts: { mode: CommentMode; token: string; failed: boolean; report: Report },
): Promise<CommentOutcome> {
  if (opts.mode === "never") return "skipped";
  const ctx = github.context();
  if (ctx.pullRequest === null) return "skipped";
  if (!opts.token) {
    core.warning("contamgate: no github-token, so no pull-request comment.");
    return "failed";
  }
  const api = github.comments(opts.token);
  const marker = commentMarker(ctx.workflow, ctx.job);
  const where = { owner: ctx.repo.owner, repo: ctx.repo.repo, issue_number: ctx.pullRequest };
  try {
    const mine = await findOwn(api.listComments.bind(api), where, marker);
    // on-failure: a passing run still refreshes an earlier failure comment, so it never lies stale.
    if (opts.mode === "on-failure" && !opts.failed && !mine) return "skipped";
    const body = commentBody(opts.report, {
      workflow: ctx.workflow,
      job: ctx.job,
      runUrl: `${ctx.serverUrl}/${ctx.repo.owner}/${ctx.repo.repo}/actions/runs/${ctx.runId}`,
    });
    if (mine) {
      await api.updateComment({ owner: where.owner, repo: where.repo, comment_id: mine.id, body });
      return "updated";
    }
    await api.createComment({ ...where, body });
    return "created";
  } catch (e) {
    const status = (e as { status?: number }).status;
    core.warning(
      status === 403
        ? "contamgate: could not write the pull-request comment (403): pull requests from forks get a read-only token; otherwise the job lacks `pull-requests: write` (grant it to the job, or to the job calling the reusable workflow, or set comment: never — docs/action.md, Permissions). The job summary has the full report."
        : `contamgate: could not write the pull-request comment${status ? ` (HTTP ${status})` : ""}; the job summary has the full report.`,
    );
    return "failed";
  }
}

async function findOwn(
  list: (p: {
    owner: string;
    repo: string;
    issue_number: number;
    per_page: number;
    page: number;
  }) => Promise<{ data: IssueComment[] }>,
  where: { owner: string; repo: string; issue_number: number },
  marker: string,
): Promise<IssueComment | null> {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data } = await list({ ...where, per_page: 100, page });
    const hit = data.find((c) => c.user?.type === "Bot" && (c.body ?? "").startsWith(marker));
    if (hit) return hit;
    if (data.length < 100) break;
  }
  return null;
}
