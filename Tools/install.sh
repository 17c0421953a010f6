#!/usr/bin/env bash
# Installs Larder on a fresh Debian machine: system packages, a release build with the Swift
# standard library linked statically, the bundled catalog, then a first search.
#   PREFIX (default ~/.local) receives bin/larder and lib/larder/catalog.sqlite (the pristine copy;
#   the user's own copy lives in the data directory, ~/.local/share/larder by default), shell
#   completions under share/ (bash-completion, zsh site-functions, fish vendor_completions.d) and
#   share/man/man1/larder.1.
set -euo pipefail
cd "$(dirname "$0")/.."
PREFIX="${PREFIX:-$HOME/.local}"
SUDO=""; [[ $(id -u) -eq 0 ]] || SUDO="sudo"

echo "==> system packages" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq libsqlite3-dev libgraphviz-dev graphviz zlib1g-dev curl sqlite3 >/dev/null

echo "==> release build (static Swift stdlib)" >&2
# No HTTP library is linked: http(s) update feeds are fetched by the curl program. With the stdlib
# static, the executables are linked position-dependent (-no-pie): the loader then applies none of the
# ~99,000 relative relocations a PIE needs at every start (about 1.3 M instructions of `larder`'s
# start-up). Only a static-stdlib build may: against the shared Swift libraries the loader warns.
#
# Every module (the dependencies too, hence the command line, not Package.swift) is compiled to reach
# concrete generic type metadata through the compiler's accessors instead of by mangled name: a name
# makes the runtime check the type's generic requirements (`Key: Hashable` for each new dictionary
# type) by scanning all ~8,000 conformance records, about 0.5 M instructions a type); the accessors
# pass the witness tables they already have. Under callgrind, `larder show negroni` went from 53.2 M
# to 41.6 M instructions, `larder info` 56.4 M to 48.0 M, `larder have list` 56.9 M to 47.9 M.
#
# SQLite, the C++ runtime and zlib are linked in from their static archives (Tools/link-static says how
# and why): SQLite's start-up relocations cost every command 1.2 M to 1.8 M instructions (`larder show
# negroni` 16.08 M to 14.64 M, `larder --version` 4.15 M to 2.96 M), and loading libstdc++.so about 440,000
# loader cycles (means of 200 runs of `larder --version`, three rounds on the loaded 2-core machine: 8.3–8.8 ms
# a run with it shared, 6.2–6.6 ms with it linked in).
#
# Every Swift function is compiled to a section of its own, and the linker puts those the everyday commands run
# (Tools/hot-text.txt, written by Tools/hot-text.sh) together: `larder search gin` ran functions scattered over 180
# of the text's 64 KB windows (the span the kernel maps at one page fault), and took 608 page faults a run as linked
# before, 516 after; `show negroni` 553 and 453, `info` 449 and 372 (means of 10 to 20 runs, the same catalog and data).
STATIC=(-c release --static-swift-stdlib -Xlinker -no-pie
        -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
        -Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker --section-ordering-file="$PWD/Tools/hot-text.txt"
        -Xswiftc -use-ld="$PWD/Tools/link-static")
swift build "${STATIC[@]}" --product larder
swift build "${STATIC[@]}" --product larder-build
BIN="$(swift build "${STATIC[@]}" --show-bin-path)"

echo "==> catalog from Bundle/catalog" >&2
"$BIN/larder-build" compile --bundle Bundle/catalog -o "$BIN/catalog.sqlite"

echo "==> installing into $PREFIX" >&2
install -Dm755 -s "$BIN/larder" "$PREFIX/bin/larder"
install -Dm644 "$BIN/catalog.sqlite" "$PREFIX/lib/larder/catalog.sqlite"
"$PREFIX/bin/larder" install --force

echo "==> shell completions (bash, zsh, fish) and the man page" >&2
# Completions come from the command tree (Sources/larder/CommandLine); they complete recipe and ingredient ids by
# asking larder itself. The man page is docs/man/larder.1 (regenerate: see README, "Shell completions").
SHARE="$PREFIX/share"
completion() { local file="$2"; mkdir -p "$(dirname "$file")"; "$PREFIX/bin/larder" --generate-completion-script "$1" > "$file.tmp" && mv "$file.tmp" "$file"; }
completion bash "$SHARE/bash-completion/completions/larder"
completion zsh "$SHARE/zsh/site-functions/_larder"
completion fish "$SHARE/fish/vendor_completions.d/larder.fish"
install -Dm644 docs/man/larder.1 "$SHARE/man/man1/larder.1"
echo "(zsh: add $SHARE/zsh/site-functions to fpath before compinit; man larder reads $SHARE/man)" >&2

echo "==> larder search gin" >&2
"$PREFIX/bin/larder" search gin
case ":$PATH:" in *":$PREFIX/bin:"*) ;; *) echo "(add $PREFIX/bin to PATH to run larder by name)" >&2 ;; esac
