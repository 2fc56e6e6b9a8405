#!/bin/sh
# Vertical container start: copy this image's version folder into the versions volume, never
# overwriting a folder already there (a version is immutable once published).
set -eu
target="$VERTICAL_ROOT/mf/$VERTICAL/$PLAYHUB_VERSION"
if [ -e "$target/mf-manifest.json" ]; then
  echo "publish: $VERTICAL $PLAYHUB_VERSION already published"
else
  mkdir -p "$target"
  cp -R /opt/playhub/release/. "$target/"
  echo "publish: $VERTICAL $PLAYHUB_VERSION published to $target"
fi
# Its script hashes go to the host's side (the composition volume), never overwritten either.
record="releases/$VERTICAL/$PLAYHUB_VERSION.json"
if [ -n "${COMPOSITION_DIR:-}" ] && [ ! -e "$COMPOSITION_DIR/$record" ]; then
  mkdir -p "$COMPOSITION_DIR/releases/$VERTICAL"
  cp "/opt/playhub/$record" "$COMPOSITION_DIR/$record.tmp" && mv "$COMPOSITION_DIR/$record.tmp" "$COMPOSITION_DIR/$record"
  echo "publish: $VERTICAL $PLAYHUB_VERSION integrity recorded in $COMPOSITION_DIR/$record"
fi
echo "publish: versions of $VERTICAL: $(ls "$VERTICAL_ROOT/mf/$VERTICAL" | tr '\n' ' ')"
