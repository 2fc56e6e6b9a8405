# Helpers shared by start.sh and test.sh: install what a fresh machine lacks.
ensure_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1; then
    echo "› installing pnpm"
    npm install -g pnpm@10 >/dev/null
  fi
}

apt_install() {
  # Debian packages, installed only when missing (CI runs as root on a fresh machine).
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "› apt-get install ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

ensure_deps() {
  ensure_pnpm
  pnpm install --frozen-lockfile --reporter=append-only | tail -n 3
}
