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
echo "publish: versions of $VERTICAL: $(ls "$VERTICAL_ROOT/mf/$VERTICAL" | tr '\n' ' ')"
