/**
 * `--help` (or `-h`): prints the command's usage and exits 0 before it opens a database or
 * writes anything. The command's modules are loaded first (its imports), so a help that prints
 * also shows that the command starts.
 */
export function exitWithUsageOnHelp(usage: string, args: readonly string[] = process.argv.slice(2)): void {
  if (!args.includes('--help') && !args.includes('-h')) return;
  console.log(usage);
  process.exit(0);
}
