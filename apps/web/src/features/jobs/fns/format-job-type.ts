/** Job types are machine names ("dataset.import", "purge_project"); people read "Dataset import". */
export function formatJobType(type: string): string {
  const words = type.replace(/[._-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : type;
}
