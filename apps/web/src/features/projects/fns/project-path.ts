/** A project opens on its datasets screen; the id travels in the query so the link works in a new tab. */
export function projectPath(projectId: string): string {
  return `/projects/datasets?projectId=${encodeURIComponent(projectId)}`;
}
