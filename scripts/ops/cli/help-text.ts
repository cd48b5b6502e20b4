export interface OptionSpec {
  type: 'string' | 'boolean';
  /** May be given more than once (--id a --id b). */
  multiple?: boolean;
  short?: string;
  /** Shown in --help after the name, e.g. '<queue>'. */
  placeholder?: string;
  description: string;
}

/** A command's --help: usage, summary, one line per option, examples and what each exit code means. */
export function formatHelp(help: { usage: string; summary: string; options: Record<string, OptionSpec>; examples: readonly string[]; exitCodes: string }): string {
  const lines = Object.entries(help.options).map(([name, o]) => {
    const flag = `${o.short ? `-${o.short}, ` : '    '}--${name}${o.placeholder ? ` ${o.placeholder}` : ''}`;
    return `  ${flag.padEnd(30)} ${o.description}${o.multiple ? ' (repeatable)' : ''}`;
  });
  return [help.usage, '', help.summary, '', 'Options:', ...lines, '', 'Examples:', ...help.examples.map((e) => `  ${e}`), '', help.exitCodes].join('\n');
}
