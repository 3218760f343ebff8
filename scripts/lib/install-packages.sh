# Sourced by the scripts: mpt_install_packages PACKAGE... installs the Debian
# packages that are not installed yet (non-interactive; as root, or with
# sudo), and does nothing when all are there, so every script can call it on
# each run.
mpt_install_packages() {
  local missing=() package sudo=""
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" ||
      missing+=("$package")
  done
  ((${#missing[@]})) || return 0
  echo "mpt: installing ${missing[*]}" >&2
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
}
