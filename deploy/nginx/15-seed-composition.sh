#!/bin/sh
# Gateway start: the first time, write composition.json from COMPOSITION_SEED. Afterwards the
# operator owns the file (`pnpm composition set|rollback` with COMPOSITION_FILE pointing at it).
set -eu
file="$COMPOSITION_DIR/composition.json"
mkdir -p "$COMPOSITION_DIR"
if [ ! -s "$file" ]; then
  printf '%s\n' "$COMPOSITION_SEED" > "$file.tmp" && mv "$file.tmp" "$file"
  echo "composition: seeded $file"
fi
