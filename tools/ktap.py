# SPDX-License-Identifier: GPL-2.0
"""KTAP v1 parsing and splat detection for a kernel console log.

KTAP is described in the kernel's Documentation/dev-tools/ktap.rst.  The
console interleaves it with other kernel messages and printk prefixes; both
are tolerated.  Nesting is by indentation, as kunit prints it.
"""
import re

PRINTK_PREFIX = re.compile(r'^(\x1b\[[0-9;]*m)*(<\d+>)?\[\s*\d+\.\d+\](\[\s*[CT]\d+\])?\s?')
VERSION = re.compile(r'^(\s*)KTAP version 1\s*$')
SUBTEST = re.compile(r'^(\s*)# Subtest: (.*?)\s*$')
PLAN = re.compile(r'^(\s*)1\.\.(\d+)\s*$')
RESULT = re.compile(r'^(\s*)(not )?ok (\d+)(?: -)?(?: ([^#]*?))?\s*(?:#\s*(.*?))?\s*$')
DIAG = re.compile(r'^(\s*)# ?(.*)$')

# Lines that mean the kernel complained.  From the issue list, with LKP's
# oops-pattern and syzkaller's report rules as the model.
SPLATS = [re.compile(p) for p in (
    r'BUG:',
    r'WARNING:',
    r'Oops',
    r'general protection fault',
    r'Kernel panic',
    r'kernel BUG at',
    r'ODEBUG:',
    r'possible circular locking',
    r'possible recursive locking',
    r'inconsistent lock state',
    r'workqueue lockup',
    r'INFO: task .* blocked',
    r'sleeping function called from invalid context',
    r'Call Trace:',
    r'UBSAN:',
    r'KASAN:',
    r'INFO: rcu_\w+ (self-)?detected stall',
    r'watchdog: BUG: soft lockup',
    r'unreferenced object',
)]


def strip(line):
    """A console line without its printk timestamp and caller prefix."""
    return PRINTK_PREFIX.sub('', line.rstrip('\r\n'))


class Doc:
    """One KTAP document (top level or nested subtest list)."""

    def __init__(self, indent):
        self.indent = indent
        self.name = None
        self.plan = None
        self.results = []
        self.diags = []

    def ok(self):
        return (self.plan is not None and len(self.results) == self.plan and
                all(r.ok() for r in self.results))

    def counts(self):
        """(passed, failed, skipped) over the leaf tests of this document."""
        p = f = s = 0
        for r in self.results:
            if r.sub and r.sub.results:
                a, b, c = r.sub.counts()
                p, f, s = p + a, f + b, s + c
                if r.passed and not r.sub.ok():
                    f += 1      # claims ok, but its own subtests disagree
            elif r.skipped():
                s += 1
            elif r.passed:
                p += 1
            else:
                f += 1
        if self.plan is not None and len(self.results) < self.plan:
            f += self.plan - len(self.results)      # crashed or never ran
        return p, f, s


class Result:
    def __init__(self, number, name, passed, directive, sub):
        self.number = number
        self.name = name
        self.passed = passed
        self.directive = directive
        self.sub = sub

    def skipped(self):
        return (self.directive or '').upper().startswith('SKIP')

    def ok(self):
        if not (self.passed or self.skipped()):
            return False
        return self.sub is None or not self.sub.results or self.sub.ok()


def parse(lines):
    """Parse console lines; return the top-level KTAP documents in order."""
    docs = []
    stack = []          # open documents, outermost first

    def close_deeper(indent):
        """Pop documents nested deeper than indent; return the last popped."""
        popped = None
        while stack and stack[-1].indent > indent:
            popped = stack.pop()
        return popped

    for raw in lines:
        line = strip(raw)
        m = VERSION.match(line)
        if m:
            indent = len(m.group(1))
            if indent == 0:
                stack.clear()
                doc = Doc(0)
                docs.append(doc)
            else:
                close_deeper(indent - 1)
                doc = Doc(indent)
            stack.append(doc)
            continue
        if not stack:
            continue
        m = SUBTEST.match(line)
        if m:
            indent = len(m.group(1))
            for doc in reversed(stack):
                if doc.indent == indent:
                    doc.name = m.group(2)
                    break
            continue
        m = PLAN.match(line)
        if m:
            indent = len(m.group(1))
            if stack[-1].indent == indent:
                stack[-1].plan = int(m.group(2))
            continue
        m = RESULT.match(line)
        if m:
            indent = len(m.group(1))
            sub = close_deeper(indent)
            if stack and stack[-1].indent == indent:
                name = (m.group(4) or '').strip()
                stack[-1].results.append(Result(int(m.group(3)), name,
                                                not m.group(2), m.group(5),
                                                sub))
            continue
        m = DIAG.match(line)
        if m and len(m.group(1)) >= stack[-1].indent:
            stack[-1].diags.append(m.group(2))
    return docs


def suites(docs):
    """Map suite name -> Result for every top-level result with a name."""
    out = {}
    for doc in docs:
        for r in doc.results:
            out[r.name] = r
    return out


def splats(lines):
    """Indexes of the lines that match a splat pattern."""
    return [i for i, raw in enumerate(lines)
            if any(p.search(strip(raw)) for p in SPLATS)]
