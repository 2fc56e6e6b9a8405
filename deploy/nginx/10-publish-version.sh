#!/bin/sh
# Vertical container start: publish this image's version (deploy/nginx/publish-release.sh).
set -eu
publish-release "$VERTICAL" "$PLAYHUB_VERSION" "$VERTICAL_ROOT/mf/$VERTICAL"
