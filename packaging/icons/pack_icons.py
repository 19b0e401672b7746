#!/usr/bin/env python3
"""pack_icons.py: one icon file from square PNGs of several sizes (made from assets/icon/sparrow.svg).

    pack_icons.py ico  OUT.ico  PNG...    Windows icon (PNG-compressed entries, Vista and later)
    pack_icons.py icns OUT.icns PNG...    macOS icon (PNG entries, the types iconutil writes)

Both formats store PNG data as it is, so no image library is needed: only each PNG's size is
read from its header. Written to OUT.tmp, then renamed.
"""
import os
import struct
import sys

# icns entry types per pixel size, as Apple's iconutil writes them (PNG data, macOS 10.7+):
# the size at 1x, and the @2x entry of half that size where there is one (Retina)
ICNS_TYPES = {16: [b"icp4"], 32: [b"icp5", b"ic11"], 64: [b"icp6", b"ic12"], 128: [b"ic07"],
              256: [b"ic08", b"ic13"], 512: [b"ic09", b"ic14"], 1024: [b"ic10"]}


def png_size(data, path):
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise SystemExit(f"pack_icons: {path}: not a PNG file")
    w, h = struct.unpack(">II", data[16:24])
    if w != h:
        raise SystemExit(f"pack_icons: {path}: {w}x{h} is not square")
    return w


def ico(images):
    images = [(s, d) for s, d in images if s <= 256]
    out = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    for size, data in images:
        dim = 0 if size == 256 else size  # 0 means 256
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return out + b"".join(d for _, d in images)


def icns(images):
    body = b""
    for size, data in images:
        if size not in ICNS_TYPES:
            raise SystemExit(f"pack_icons: no icns entry for {size}x{size}")
        for kind in ICNS_TYPES[size]:
            body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv):
    if len(argv) < 4 or argv[1] not in ("ico", "icns"):
        sys.stderr.write(__doc__)
        return 2
    images = []
    for path in argv[3:]:
        with open(path, "rb") as f:
            data = f.read()
        images.append((png_size(data, path), data))
    images.sort()
    blob = ico(images) if argv[1] == "ico" else icns(images)
    tmp = argv[2] + ".tmp"
    with open(tmp, "wb") as f:
        f.write(blob)
    os.replace(tmp, argv[2])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
