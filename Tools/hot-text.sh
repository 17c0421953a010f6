#!/usr/bin/env bash
# Writes Tools/hot-text.txt, the order in which Tools/install.sh has the linker lay out the functions the everyday
# commands run: together at the start of the text, instead of scattered over its 24 MB, so that a command faults in
# few pages of code. Each line is one function's section (`.text.<symbol>`; every Swift module is compiled with
# -function-sections, the Swift runtime and Foundation come so), in the order of the commands below.
#
# How: a release build as install.sh makes it (pass its `larder` as $1, or it is built), each command run once under
# callgrind on a data directory set up as `larder-bench everyday` sets one up (40 inventory items, 20 favorites,
# 100 viewed recipes), and every function callgrind saw kept. Needs valgrind and binutils. Rerun after changes to
# what these commands run; a stale line only loses its place (the linker skips a section that no longer exists).
set -euo pipefail
cd "$(dirname "$0")/.."
out="$PWD/Tools/hot-text.txt"
larder="${1:-}"
if [[ -z $larder ]]; then
  STATIC=(-c release --static-swift-stdlib -Xlinker -no-pie
          -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
          -Xswiftc -Xfrontend -Xswiftc -function-sections
          -Xswiftc -use-ld="$PWD/Tools/link-static")
  swift build "${STATIC[@]}" --product larder >&2
  swift build "${STATIC[@]}" --product larder-build >&2
  larder="$(swift build "${STATIC[@]}" --show-bin-path)/larder"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind reads no DWARF 5: the copy it runs has the symbols and no debug sections.
objcopy --strip-debug "$larder" "$work/larder"
build="${LARDER_BUILD:-$(dirname "$larder")/larder-build}"
"$build" compile --bundle Bundle/catalog -o "$work/bundled.sqlite" >&2
export LARDER_HOME="$work/home" LARDER_BUNDLED_CATALOG="$work/bundled.sqlite" NO_COLOR=1
unset LARDER_FEED
L="$work/larder"
ids='import json, sys; d = json.load(sys.stdin); d = d if isinstance(d, list) else next(v for v in d.values() if isinstance(v, list)); print(" ".join(x["id"] for x in d))'
"$L" have add $("$L" ingredients --limit 40 --json | python3 -c "$ids") >/dev/null
recipes=$("$L" search --kind drink --sort name --limit 100 --json | python3 -c "$ids")
"$L" fav add $(echo "$recipes" | cut -d' ' -f1-20) >/dev/null
for recipe in $recipes; do "$L" show "$recipe" >/dev/null; done
cd "$work"
commands=("--version" "show negroni" "search gin" "info" "have list" "make --missing 2" "buy-next"
          "shopping-list negroni mojito" "pairs gin" "substitutes cointreau" "pairing-score negroni" "graph --all -o map.svg")
index=0
for command in "${commands[@]}"; do
  # shellcheck disable=SC2086
  valgrind --tool=callgrind --callgrind-out-file="$work/run.$index" "$L" $command >/dev/null 2>&1
  index=$((index + 1))
done
# Function names in command order, each once; names a linker script would read as a pattern are left out.
python3 - "$work" "$index" > "$out" <<'EOF'
import re, sys
work, runs = sys.argv[1], int(sys.argv[2])
seen = set()
for run in range(runs):
    for line in open(f"{work}/run.{run}"):
        match = re.match(r"^c?fn=\(\d+\) (\S+)", line)
        if not match: continue
        name = match.group(1)
        if name in seen or name.startswith("0x") or any(c in name for c in "*?[]"): continue
        seen.add(name)
        print(".text." + name)
EOF
echo "wrote Tools/hot-text.txt: $(wc -l < "$out") functions" >&2
