#!/usr/bin/env bash
# action.yml's first step: fetch a released rlab, check it, install what it
# needs, and put it on PATH.
#
#   RLAB_VERSION     a release (0.2.0 or v0.2.0) or `latest` (the default)
#   RLAB_REPOSITORY  OWNER/NAME of the releases (the action's own repository)
#   RLAB_TARBALL     a local tarball to use instead of downloading one (its
#                    .sha256 beside it is checked when present): a runner
#                    without access to github.com, or trying the action here
#   RLAB_HOME        where to unpack (default: $RUNNER_TEMP/responderlab)
#   GITHUB_SERVER_URL  the GitHub to download from (Actions sets it; default
#                    https://github.com, so GitHub Enterprise works too)
#
# Writes `rlab=PATH` to $GITHUB_OUTPUT and the folder to $GITHUB_PATH when
# those are set (GitHub Actions), and prints the path either way.
set -euo pipefail
fail() { echo "::error::responderlab: $*" >&2; exit 1; }

[ "$(uname -s)" = Linux ] || fail "the released rlab is for Linux; this runner is $(uname -s) (build from source: make deps build)"
[ "$(uname -m)" = x86_64 ] || fail "releases have an x86_64 rlab only; this runner is $(uname -m)"

version=${RLAB_VERSION:-latest}
version=${version#v}
home=${RLAB_HOME:-${RUNNER_TEMP:-/tmp}/responderlab}
downloads=$home/downloads
mkdir -p "$downloads"

if [ -n "${RLAB_TARBALL:-}" ]; then
  [ -f "$RLAB_TARBALL" ] || fail "RLAB_TARBALL=$RLAB_TARBALL is not a file"
  tarball=$RLAB_TARBALL
  if [ -f "$tarball.sha256" ]; then
    (cd "$(dirname "$tarball")" && sha256sum -c "$(basename "$tarball").sha256") || fail "$tarball does not match its sha256"
  fi
else
  repo=${RLAB_REPOSITORY:-}
  if [ -z "$repo" ] && [ -n "${GITHUB_ACTION_PATH:-}" ]; then
    # …/_actions/OWNER/NAME/REF: where the runner checked the action out.
    repo=$(echo "$GITHUB_ACTION_PATH" | sed -n 's|.*/_actions/\([^/]*/[^/]*\)/[^/]*$|\1|p')
  fi
  [ -n "$repo" ] || fail "no repository to download from: set RLAB_REPOSITORY=OWNER/NAME"
  server=${GITHUB_SERVER_URL:-https://github.com}
  if [ "$version" = latest ]; then
    name=responderlab-linux-x86_64.tar.gz
    base=$server/$repo/releases/latest/download
  else
    name=responderlab-$version-linux-x86_64.tar.gz
    base=$server/$repo/releases/download/v$version
  fi
  for f in "$name" "$name.sha256"; do
    curl -fsSL --retry 3 -o "$downloads/$f" "$base/$f" || fail "cannot download $base/$f (is $version a release of $repo?)"
  done
  (cd "$downloads" && sha256sum -c "$name.sha256") || fail "$name does not match its sha256"
  tarball=$downloads/$name
fi

rm -rf "$home/app" && mkdir -p "$home/app"
tar -C "$home/app" -xzf "$tarball" --strip-components=1
[ -x "$home/app/rlab" ] || fail "$tarball has no rlab"

# The SDL2 runtime libraries (SDL2_image brings libpng); apt only when one is missing.
packages="libsdl2-2.0-0 libsdl2-ttf-2.0-0 libsdl2-image-2.0-0 libyaml-0-2 libcurl4"
missing=""
for p in $packages; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
if [ -n "$missing" ]; then
  sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  echo "responderlab: apt-get install$missing"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi
if ldd "$home/app/rlab" | grep 'not found'; then fail "rlab needs the libraries above"; fi

"$home/app/rlab" --version
[ -z "${GITHUB_PATH:-}" ] || echo "$home/app" >> "$GITHUB_PATH"
[ -z "${GITHUB_OUTPUT:-}" ] || echo "rlab=$home/app/rlab" >> "$GITHUB_OUTPUT"
echo "rlab: $home/app/rlab"
