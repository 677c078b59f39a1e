# SPDX-License-Identifier: GPL-2.0
"""Kernel build helpers: config fragment check and build-log summary.

  kbuild.py check-config FRAGMENT DOTCONFIG
      Every option of FRAGMENT must have the same value in DOTCONFIG after
      olddefconfig (as kunit_config.py checks); exit 1 naming the others.
  kbuild.py summarize LOG
      Print the first compiler or linker error of a failed build with a few
      lines of context, instead of the whole log.
"""
import re
import sys

OPTION = re.compile(r'^(CONFIG_\w+)=(.*)$')
NOT_SET = re.compile(r'^# (CONFIG_\w+) is not set$')


def parse_config(lines):
    """Map CONFIG_X -> value ('n' for "is not set") of a .config or fragment."""
    opts = {}
    for line in lines:
        line = line.strip()
        m = OPTION.match(line)
        if m:
            opts[m.group(1)] = m.group(2)
            continue
        m = NOT_SET.match(line)
        if m:
            opts[m.group(1)] = 'n'
    return opts


def missing_options(fragment, dotconfig):
    """Options of fragment whose value did not survive into dotconfig."""
    have = parse_config(dotconfig)
    bad = []
    for name, want in parse_config(fragment).items():
        got = have.get(name, 'n')
        if got != want:
            bad.append((name, want, got))
    return bad


# First real error of a build: "file:line:col: error: ...", a linker
# "undefined reference", a fatal error, or kbuild's own "ERROR:" lines.
ERROR = re.compile(r'(^\S+?:\d+(:\d+)?: (fatal )?error: )|'
                   r'(undefined reference to )|'
                   r'(^ERROR: )|(^\S+\.[ch]:\d+:\d+: error)')
MAKE_ERR = re.compile(r'^make(\[\d+\])?: \*\*\* ')


def summarize(lines, context=6):
    """Return the lines worth showing for a failed build log."""
    for i, line in enumerate(lines):
        if ERROR.search(line):
            start = i
            # Include the "In file included from" / "In function" lead-in.
            while start > 0 and i - start < 4 and (
                    lines[start - 1].startswith('In file included from') or
                    lines[start - 1].startswith('                 from') or
                    ': In function' in lines[start - 1]):
                start -= 1
            return lines[start:i + context]
    for i, line in enumerate(lines):
        if MAKE_ERR.search(line):
            return lines[max(0, i - context):i + 1]
    return lines[-context:]


def main(argv):
    if len(argv) == 4 and argv[1] == 'check-config':
        with open(argv[2]) as f:
            fragment = f.readlines()
        with open(argv[3]) as f:
            dotconfig = f.readlines()
        bad = missing_options(fragment, dotconfig)
        for name, want, got in bad:
            print(f'kbuild: {argv[2]}: {name}={want} did not survive '
                  f'olddefconfig (got {got}): a dependency is missing',
                  file=sys.stderr)
        return 1 if bad else 0
    if len(argv) == 3 and argv[1] == 'summarize':
        with open(argv[2], errors='replace') as f:
            lines = f.read().splitlines()
        for line in summarize(lines):
            print(line)
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv))
