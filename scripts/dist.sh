#!/usr/bin/env bash
# Packs a release rlab into DEST.tar.gz: the binary, Assets/, Scenes/, the
# licences of everything linked into it, and a short README.
#   scripts/dist.sh BINARY CHECKOUTS DEST      (make dist runs it)
set -euo pipefail
binary=$1 checkouts=$2 dest=$3
root=$(cd "$(dirname "$0")/.." && pwd)
name=$(basename "$dest")

rm -rf "$dest" "$dest.tar.gz"
mkdir -p "$dest/licences"
cp "$binary" "$dest/rlab"
strip "$dest/rlab" 2>/dev/null || true
cp -R "$root/Assets" "$root/Scenes" "$dest/"

copy_licence() { # SOURCE NAME: a licence that must ship; a missing one stops the build
  [ -f "$1" ] || { echo "dist: licence not found: $1" >&2; exit 1; }
  cp "$1" "$dest/licences/$2"
}
copy_licence "$checkouts/swift-argument-parser/LICENSE.txt" swift-argument-parser.txt
# libyaml (MIT) is the system's, linked like SDL2 (issue 19 replaced Yams
# with its event parser); Debian's libyaml package carries its licence.
if [ -f /usr/share/doc/libyaml-0-2/copyright ]; then
  cp /usr/share/doc/libyaml-0-2/copyright "$dest/licences/libyaml.txt"
fi
# libpng (its own licence) decodes PNGs directly; SDL2_image links it too.
if [ -f /usr/share/doc/libpng16-16/copyright ]; then
  cp /usr/share/doc/libpng16-16/copyright "$dest/licences/libpng.txt"
fi
if [ "$(uname -s)" = Linux ]; then
  # --static-swift-stdlib links the runtime and Foundation in: their licence ships too.
  # The toolchain's usr/: runtimeResourcePath is usr/lib/swift, whether swift
  # is on PATH directly or through a version manager's shim.
  resources=$(swift -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p')
  copy_licence "$(dirname "$(dirname "$resources")")/share/swift/LICENSE.txt" Swift.txt
fi

version=$("$dest/rlab" --version 2>/dev/null || echo "rlab unknown (commit unknown)")
v=$(echo "$version" | sed -n 's/^rlab \([^ ]*\) (commit \(.*\))$/\1/p')
c=$(echo "$version" | sed -n 's/^rlab \([^ ]*\) (commit \(.*\))$/\2/p')
platform="$(uname -s | sed 's/Darwin/macOS/') $(uname -m)"
sed -e "s/@VERSION@/${v:-unknown}/" -e "s/@COMMIT@/${c:-unknown}/" -e "s/@PLATFORM@/$platform/" \
  "$root/scripts/dist/README.txt" > "$dest/README.txt"

tar -C "$(dirname "$dest")" -czf "$dest.tar.gz" "$name"
echo "dist: $dest.tar.gz ($(du -h "$dest.tar.gz" | cut -f1)), $version"
