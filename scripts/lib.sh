# Helpers shared by start.sh and test.sh: install what a fresh machine lacks.

# Node.js 22 LTS (package.json engines). A machine with an older Node gets the official Linux build
# from the npm registry (the node-linux-<arch> package holds the binary), kept under ~/.cache and put
# first on PATH for this script and everything it starts.
NODE_VERSION=22.23.3
ensure_node() {
  local major
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  [ "$major" -ge 22 ] && return 0
  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "✘ Node.js 22 is needed; install it for $(uname -m) and run again" >&2; return 1 ;;
  esac
  local dir="${XDG_CACHE_HOME:-$HOME/.cache}/playhub/node-$NODE_VERSION-linux-$arch"
  if [ ! -x "$dir/bin/node" ]; then
    echo "› Node.js $(node -v 2>/dev/null || echo none) found; fetching Node.js $NODE_VERSION"
    local tmp
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-$arch@$NODE_VERSION" >/dev/null && tar xzf ./*.tgz)
    mkdir -p "$(dirname "$dir")"
    rm -rf "$dir" && mv "$tmp/package" "$dir" && rm -rf "$tmp"
  fi
  # npm and pnpm are JavaScript: they run on the node first on PATH.
  export PATH="$dir/bin:$PATH"
  echo "› using Node.js $(node -v)"
}
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
  ensure_node
  ensure_pnpm
  pnpm install --frozen-lockfile --reporter=append-only | tail -n 3
}
