#!/usr/bin/env bash
# Runs a dist tarball on a Debian that has only the SDL2 runtime libraries:
# a minimal bookworm root (debootstrap --variant=minbase) with
# libsdl2-2.0-0, libsdl2-ttf-2.0-0, libsdl2-image-2.0-0 and libyaml-0-2
# installed and no Swift, no fonts, no -dev package. Inside it, as a user
# would: `./rlab test Scenes/` in the unpacked folder, `rlab shot` from
# another one. Needs root and the Debian archive; the root is kept in
# .build-dist/debian-root for the next run.
#   scripts/dist-debian-check.sh TARBALL      (make dist-debian-check runs it)
set -euo pipefail
tarball=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/.." && pwd)/.build-dist/debian-root
runtime="libsdl2-2.0-0 libsdl2-ttf-2.0-0 libsdl2-image-2.0-0 libyaml-0-2 libpng16-16"
[ "$(id -u)" = 0 ] || { echo "dist-debian-check: needs root (debootstrap, chroot)" >&2; exit 1; }
command -v debootstrap >/dev/null || { apt-get update -qq && apt-get install -y -qq debootstrap >/dev/null; }

if [ ! -x "$root/usr/bin/apt-get" ]; then
  mirror=$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -1)
  debootstrap --variant=minbase bookworm "$root" "${mirror:-http://deb.debian.org/debian}" > /tmp/debootstrap.log 2>&1 \
    || { tail -20 /tmp/debootstrap.log; exit 1; }
  cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
  chroot "$root" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $runtime >/dev/null"
fi

mounted=()
cleanup() { for m in "${mounted[@]}"; do umount "$m" 2>/dev/null || true; done; rm -rf "$root/opt/check"; }
trap cleanup EXIT
for d in proc dev; do mount --bind "/$d" "$root/$d"; mounted=("$root/$d" "${mounted[@]}"); done

rm -rf "$root/opt/check" && mkdir -p "$root/opt/check/elsewhere"
tar -C "$root/opt/check" -xzf "$tarball"
app=/opt/check/$(basename "$tarball" .tar.gz)
echo "dist-debian-check: in the chroot: $(chroot "$root" sh -c '. /etc/os-release; echo $PRETTY_NAME'), $(chroot "$root" dpkg -l | grep -c '^ii') packages"
echo "dist-debian-check: swift in the chroot: $(chroot "$root" sh -c 'command -v swift || echo none')"
echo "dist-debian-check: fonts in the chroot: $(chroot "$root" sh -c 'ls /usr/share/fonts 2>/dev/null | wc -l') folders"
echo "dist-debian-check: -dev packages: $(chroot "$root" dpkg -l | awk '/^ii/ && $2 ~ /-dev(:|$)/' | wc -l)"
echo "dist-debian-check: SDL and YAML packages: $(chroot "$root" dpkg -l | awk '/^ii/ && $2 ~ /sdl|yaml/ {printf "%s ", $2}')"
missing=$(chroot "$root" ldd "$app/rlab" | grep -c 'not found' || true)
[ "$missing" = 0 ] || { chroot "$root" ldd "$app/rlab" | grep 'not found'; exit 1; }
echo "dist-debian-check: ldd in the chroot: $(chroot "$root" ldd "$app/rlab" | wc -l) libraries, none missing"
chroot "$root" env -i PATH=/usr/bin:/bin sh -c "cd $app && ./rlab --version && ./rlab test Scenes/ | tail -1"
chroot "$root" env -i PATH=/usr/bin:/bin sh -c "cd /opt/check/elsewhere && $app/rlab shot $app/Scenes/figure1.yaml -o figure1.png && ls -l figure1.png"
cp "$root/opt/check/elsewhere/figure1.png" "$(dirname "$tarball")/debian-chroot-figure1.png"
echo "dist-debian-check: ok (the shot is in $(dirname "$tarball")/debian-chroot-figure1.png)"
