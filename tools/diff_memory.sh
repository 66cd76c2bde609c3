#!/usr/bin/env bash
# Peak memory of the release `dscompile diff` on two 1920 × 1080 PNGs (issue #24): at most 3×
# the two decoded images (2 × 1920 × 1080 × 4 B = 16.6 MB, so 49.8 MB) above the process's
# baseline, which is `diff` of two 1 × 1 PNGs. Measured as the maximum resident set size
# `/usr/bin/time -v` reports, for an interface-like pair (flat fills, a gradient, one block
# changed) and a noise pair (nothing compresses), each with and without --output.
# Prints every figure and exits 1 when a case is over the target.
#
#   tools/diff_memory.sh [DSCOMPILE]      from anywhere; DSCOMPILE defaults to the release
#                                         build, built first when it is not given
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [[ $# -ge 1 ]]; then
  bin=$1
else
  bin=$(tools/release_build.sh)/dscompile
fi
[[ -x /usr/bin/time ]] || { echo "diff_memory.sh: needs GNU time at /usr/bin/time" >&2; exit 2; }
scratch=$(mktemp -d "${TMPDIR:-/tmp}/diff-memory.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

# The PNGs: 8-bit RGB, written with Python's zlib (nothing of dscompile's own).
python3 - "$scratch" <<'PYTHON'
import random, struct, sys, zlib

def png(path, width, height, rows):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    raw = b"".join(b"\x00" + row for row in rows)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))

def interface(changed):
    # A toolbar, a sidebar, cards and a gradient; `changed` recolors one card.
    rows = []
    for y in range(1080):
        row = bytearray(b"\xf6\xf8\xfa" * 1920)
        if y < 64:
            row[:] = b"\x1f\x6f\xeb" * 1920
        else:
            row[0:280 * 3] = b"\x24\x29\x2f" * 280
            shade = 255 - (y * 120 // 1080)
            row[1700 * 3:] = bytes([shade, shade // 2, 90]) * 220
            for card in range(4):
                top = 120 + card * 230
                if top <= y < top + 180:
                    color = b"\xf9\x73\x16" if changed and card == 2 else b"\xff\xff\xff"
                    row[340 * 3:1600 * 3] = color * 1260
        rows.append(bytes(row))
    return rows

def noise(seed, changed):
    generator = random.Random(seed)
    rows = [generator.randbytes(1920 * 3) for _ in range(1080)]
    if changed:
        for y in range(400, 600):
            rows[y] = rows[y][:600 * 3] + b"\x00" * (400 * 3) + rows[y][1000 * 3:]
    return rows

folder = sys.argv[1]
png(f"{folder}/tiny-a.png", 1, 1, [b"\x10\x20\x30"])
png(f"{folder}/tiny-b.png", 1, 1, [b"\x30\x20\x10"])
png(f"{folder}/interface-a.png", 1920, 1080, interface(False))
png(f"{folder}/interface-b.png", 1920, 1080, interface(True))
png(f"{folder}/noise-a.png", 1920, 1080, noise(24, False))
png(f"{folder}/noise-b.png", 1920, 1080, noise(24, True))
PYTHON

# The maximum resident set size in KiB of `dscompile diff ARGS…` (exit 0 or 1 both fine).
peak() {
  /usr/bin/time -v "$bin" diff "$@" >"$scratch/out" 2>"$scratch/time" || true
  if ! grep -q '^differ\|^match' "$scratch/out"; then cat "$scratch/time" >&2; exit 2; fi
  awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); print $2 }' "$scratch/time"
}

# Target: 3 × the two decoded images, in KiB.
decoded=$((2 * 1920 * 1080 * 4 / 1024))
target=$((3 * decoded))
baseline=$(peak "$scratch/tiny-a.png" "$scratch/tiny-b.png" --output "$scratch/tiny-diff.png")
printf "baseline (two 1 x 1 PNGs): %d KiB; two decoded 1920 x 1080 images: %d KiB; target: baseline + %d KiB\n" \
  "$baseline" "$decoded" "$target"

status=0
for pair in interface noise; do
  for output in without with; do
    arguments=("$scratch/$pair-a.png" "$scratch/$pair-b.png")
    [[ $output == with ]] && arguments+=(--output "$scratch/$pair-diff.png")
    rss=$(peak "${arguments[@]}")
    above=$((rss - baseline))
    verdict=ok
    if ((above > target)); then verdict=OVER; status=1; fi
    printf "%-9s %-7s --output: peak %6d KiB, %6d KiB above baseline = %.2f x the decoded images  %s\n" \
      "$pair" "$output" "$rss" "$above" "$(awk -v a="$above" -v d="$decoded" 'BEGIN { print a / d }')" "$verdict"
  done
done
exit $status
