# SPDX-License-Identifier: GPL-2.0
"""Which candidate files forward 0001's patch pass can change, from the
table its collect pass found (WQR_DELAYED), so that spatch is not started
on the others.

  delayed_files.py TABLE TREE < FILES > SUBSET

Every change 0001 makes is at a site that names a delayed item or the
delayed API: a delayed field f of struct T (the file names both T and f:
spatch knows T there, or the item is found by f alone), an item known by
field name only, a delayed global, a function with a delayed parameter, or
a delayed API call (delayed_work, DELAYED_WORK, DEFERRABLE_WORK in its
name).  A file that has none of these words is left out; this errs on the
side of running spatch (a word in a comment keeps a file in).
"""
import json
import os
import re
import sys

API = re.compile(r'delayed_work|DELAYED_WORK|DEFERRABLE_WORK')
WORD = re.compile(r'[A-Za-z_]\w*')


def words_of(table):
    """The words any one of which puts a file in, and the (T, f) pairs
    both of which do."""
    single, pairs = set(), set()
    single.update(table.get('names', []), table.get('pnames', []))
    single.update(g.rpartition(':')[2] for g in table.get('globals', []))
    single.update(p.partition(':')[0] for p in table.get('params', []))
    for key in ('typeds', 'ttypeds', 'ptypeds', 'newdecls'):
        for k in table.get(key, []):
            s, _, f = k.partition('.')
            if s.isidentifier():
                pairs.add((s, f))
            else:
                single.add(f)
    return single, pairs


def wanted(text, single, pairs):
    if API.search(text):
        return True
    words = set(WORD.findall(text))
    return bool(words & single) or any(s in words and f in words
                                       for s, f in pairs)


def main(table_path, tree):
    with open(table_path) as f:
        single, pairs = words_of(json.load(f))
    for rel in sys.stdin.read().split():
        with open(os.path.join(tree, rel), errors='replace') as f:
            if wanted(f.read(), single, pairs):
                print(rel)


if __name__ == '__main__':
    main(*sys.argv[1:3])
