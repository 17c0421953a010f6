#!/usr/bin/env bash
# Installs Larder on a fresh Debian machine: system packages, a release build with the Swift
# standard library linked statically, the bundled catalog, then a first search.
#   PREFIX (default ~/.local) receives bin/larder and lib/larder/catalog.sqlite (the pristine copy;
#   the user's own copy lives in the data directory, ~/.local/share/larder by default).
set -euo pipefail
cd "$(dirname "$0")/.."
PREFIX="${PREFIX:-$HOME/.local}"
SUDO=""; [[ $(id -u) -eq 0 ]] || SUDO="sudo"

echo "==> system packages" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq libsqlite3-dev libgraphviz-dev graphviz zlib1g-dev curl sqlite3 >/dev/null

echo "==> release build (static Swift stdlib)" >&2
# No HTTP library is linked: http(s) update feeds are fetched by the curl program.
STATIC=(-c release --static-swift-stdlib)
swift build "${STATIC[@]}" --product larder
swift build "${STATIC[@]}" --product larder-build
BIN="$(swift build "${STATIC[@]}" --show-bin-path)"

echo "==> catalog from Bundle/catalog" >&2
"$BIN/larder-build" compile --bundle Bundle/catalog -o "$BIN/catalog.sqlite"

echo "==> installing into $PREFIX" >&2
install -Dm755 -s "$BIN/larder" "$PREFIX/bin/larder"
install -Dm644 "$BIN/catalog.sqlite" "$PREFIX/lib/larder/catalog.sqlite"
"$PREFIX/bin/larder" install --force

echo "==> larder search gin" >&2
"$PREFIX/bin/larder" search gin
case ":$PATH:" in *":$PREFIX/bin:"*) ;; *) echo "(add $PREFIX/bin to PATH to run larder by name)" >&2 ;; esac
