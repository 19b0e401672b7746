#!/usr/bin/env python3
"""subset_cjk.py: a Noto Sans CJK collection cut down to the characters Sparrow shows.

    subset_cjk.py SOURCE.ttc OUTPUT.ttc TEXT_FILE...

Every character of the text files (the window's strings in assets/i18n, ruleset names and
terms in rules/, the C sources' literals) plus printable ASCII and the common CJK punctuation
is kept, in every face of the collection, so that the faces keep their indices (2 = Simplified
Chinese, 3 = Traditional Chinese, as src/ui/text.c opens them). Uses fontTools' subsetter
(Debian's python3-fonttools, the library behind pyftsubset). Written to OUTPUT.tmp, then renamed.
"""
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

# kept whatever the text files say: ASCII, Latin-1 punctuation, CJK punctuation and full-width forms
ALWAYS = (set(range(0x20, 0x7F)) | set(range(0xA0, 0x100)) | set(range(0x2010, 0x2060))
          | set(range(0x3000, 0x3020)) | set(range(0xFF01, 0xFF5F)) | {0x25CB, 0x25CF, 0x2190, 0x2192})


def characters(paths):
    chars = set(ALWAYS)
    for path in paths:
        with open(path, encoding="utf-8", errors="replace") as f:
            chars.update(ord(c) for c in f.read() if ord(c) >= 0x20)
    chars.discard(0xFFFD)
    return sorted(chars)


def main(argv):
    if len(argv) < 4:
        sys.stderr.write(__doc__)
        return 2
    source, output, texts = argv[1], argv[2], argv[3:]
    unicodes = characters(texts)
    options = subset.Options()
    options.layout_features = ["*"]       # keep locl (regional forms), vert, kerning
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.recalc_bounds = True
    collection = TTCollection(source, lazy=False)
    for font in collection.fonts:
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=unicodes)
        subsetter.subset(font)
    tmp = output + ".tmp"
    collection.save(tmp)
    os.replace(tmp, output)
    print(f"{os.path.basename(output)}: {len(unicodes)} characters, {len(collection.fonts)} faces, "
          f"{os.path.getsize(output) // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
