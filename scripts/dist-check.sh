#!/usr/bin/env bash
# Checks a dist tarball the way a user without a Swift toolchain meets it:
#   1. rlab links no Swift library (ldd on Linux, otool -L on macOS), and on
#      Linux needs nothing beyond SDL2, libyaml and the C/C++ runtime;
#   2. unpacked into a temporary folder, with a clean environment (env -i):
#      `./rlab test Scenes/` in that folder, then from another folder (and
#      through a symlink on PATH) `rlab test` and `rlab shot`;
#   3. on Linux as root the system fonts are hidden (a private mount
#      namespace with an empty /usr/share/fonts), so the fonts must come from
#      the Assets/ beside the binary; without Assets/ a shot must then fail.
#   scripts/dist-check.sh TARBALL VERSION      (make dist-check runs it)
set -euo pipefail
tarball=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
version=$2
work=$(mktemp -d "${TMPDIR:-/tmp}/rlab-dist-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "dist-check: FAIL: $*" >&2; exit 1; }

tar -C "$work" -xzf "$tarball"
app=$(find "$work" -mindepth 1 -maxdepth 1 -type d)
[ -x "$app/rlab" ] || fail "no rlab in $tarball"
for f in README.txt Assets/fonts/DejaVuSans.ttf Assets/fonts/LICENSE-DejaVu.txt Scenes/figure1.yaml; do
  [ -f "$app/$f" ] || fail "$f missing from the tarball"
done
ls "$app"/licences/*.txt >/dev/null 2>&1 || fail "no licences/ in the tarball"

# 1. What the binary links.
if [ "$(uname -s)" = Linux ]; then
  ldd "$app/rlab" > "$work/ldd.txt" || fail "ldd failed"
  if grep -iE 'swift|foundation|dispatch|BlocksRuntime|icu' "$work/ldd.txt"; then
    fail "rlab links a Swift library (above)"
  fi
  if grep 'not found' "$work/ldd.txt"; then fail "a library rlab needs is not installed (above)"; fi
  needed=$(readelf -d "$app/rlab" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')
  for lib in $needed; do
    case $lib in
      libSDL2-2.0.so.* | libSDL2_ttf-2.0.so.* | libSDL2_image-2.0.so.* | libyaml-0.so.* | libpng16.so.*) ;;
      # FoundationNetworking, which the MCP SDK of `rlab mcp` brings, links libcurl.
      libcurl.so.*) ;;
      libc.so.* | libm.so.* | libstdc++.so.* | libgcc_s.so.* | libdl.so.* | libpthread.so.* | librt.so.* | libutil.so.* | ld-linux*) ;;
      *) fail "rlab needs $lib, which is neither SDL2, libyaml, libpng, libcurl nor the C/C++ runtime" ;;
    esac
  done
  echo "dist-check: rlab needs $needed"
  echo "dist-check: newest symbol versions: $(objdump -T "$app/rlab" | grep -oE 'GLIBC_[0-9.]+|GLIBCXX_[0-9.]+' | sort -uV | awk -F_ '{v[$1]=$0} END {print v["GLIBC"], v["GLIBCXX"]}')"
  echo "dist-check: ldd lists $(wc -l < "$work/ldd.txt") libraries, none of them Swift's"
else
  otool -L "$app/rlab" > "$work/otool.txt"
  if grep -E '@rpath/libswift|\.xctoolchain|/Toolchains/' "$work/otool.txt"; then
    fail "rlab links a Swift library from a toolchain (above)"
  fi
  echo "dist-check: otool -L lists no toolchain Swift library"
fi

# Runs a command with a clean environment, the system fonts hidden when we can.
hidden=no
if [ "$(uname -s)" = Linux ] && [ "$(id -u)" = 0 ] && unshare -m true 2>/dev/null; then hidden=yes; fi
clean() {
  if [ $hidden = yes ]; then
    unshare -m sh -c 'mount -t tmpfs none /usr/share/fonts && exec "$@"' sh env -i PATH="$PATH_FOR_RUN" "$@"
  else
    env -i PATH="$PATH_FOR_RUN" "$@"
  fi
}
PATH_FOR_RUN=/usr/bin:/bin
echo "dist-check: system fonts hidden: $hidden"

# 2. Version, then the scene tests and a shot from inside and outside the folder.
got=$(cd "$work" && clean "$app/rlab" --version)
case $got in "rlab $version (commit "*")") echo "dist-check: $got" ;; *) fail "--version printed '$got'" ;; esac

(cd "$app" && clean ./rlab test Scenes/) > "$work/inside.txt" 2>&1 || { cat "$work/inside.txt"; fail "./rlab test Scenes/ in the unpacked folder"; }
echo "dist-check: in the folder:    ./rlab test Scenes/ -> $(tail -1 "$work/inside.txt")"

mkdir -p "$work/elsewhere/bin"
ln -s "$app/rlab" "$work/elsewhere/bin/rlab"
cd "$work/elsewhere"
clean "$app/rlab" test "$app/Scenes/" > "$work/outside.txt" 2>&1 || { cat "$work/outside.txt"; fail "rlab test from another folder"; }
echo "dist-check: another folder:   rlab test \$APP/Scenes/ -> $(tail -1 "$work/outside.txt")"

PATH_FOR_RUN=$work/elsewhere/bin:/usr/bin:/bin
clean rlab shot "$app/Scenes/figure1.yaml" -o figure1.png || fail "rlab shot (through a symlink on PATH) from another folder"
[ "$(head -c 8 figure1.png | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "figure1.png is not a PNG"
echo "dist-check: another folder:   rlab shot (symlink on PATH) -> figure1.png, $(wc -c < figure1.png) bytes"

# 3. The negative control: with the system fonts hidden and no Assets/, a shot fails.
if [ $hidden = yes ]; then
  mv "$app/Assets" "$app/Assets.away"
  if clean rlab shot "$app/Scenes/figure1.yaml" -o nofonts.png > "$work/nofonts.txt" 2>&1; then
    fail "a shot succeeded without Assets/: the fonts came from somewhere else"
  fi
  grep -q 'DejaVuSans.ttf not found' "$work/nofonts.txt" || { cat "$work/nofonts.txt"; fail "no font error without Assets/"; }
  mv "$app/Assets.away" "$app/Assets"
  echo "dist-check: without Assets/:  rlab shot fails with '$(head -c 60 "$work/nofonts.txt")…'"
fi
echo "dist-check: ok ($(basename "$tarball"))"
