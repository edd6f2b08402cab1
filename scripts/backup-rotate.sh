#!/bin/sh
# Backs up the site's database into FOLDER, then deletes the backups there older than DAYS (default 14):
#   scripts/backup-rotate.sh /srv/agency/backups 14
# Run it with the server's settings in the environment (the systemd timer in docs/deploy.md does). With DATABASE_URL
# (PostgreSQL): pg_dump, custom format. Without: `npm run backup` of the embedded database (also while the server
# runs). A backup is written under a temporary name and renamed when complete, so rotation never counts a broken one.
set -eu
umask 077   # backups hold the whole database: only the service user reads them
dir=${1:?usage: scripts/backup-rotate.sh FOLDER [DAYS]}
days=${2:-14}
case $days in '' | *[!0-9]*) echo "DAYS must be a whole number of days, not '$days'" >&2; exit 2 ;; esac
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
cd "$(dirname "$0")/.."
stamp=$(date -u +%Y-%m-%dT%H%M%SZ)
if [ -n "${DATABASE_URL:-}" ]; then
  pg_dump --format=custom --no-owner --file="$dir/agency-$stamp.dump.part" "$DATABASE_URL"
  mv "$dir/agency-$stamp.dump.part" "$dir/agency-$stamp.dump"
  echo "Backup written: $dir/agency-$stamp.dump"
else
  npm run --silent backup -- "$dir/agency-$stamp.tar.gz"
fi
find "$dir" -maxdepth 1 -type f -name 'agency-*' -mtime +"$days" -print -delete | sed 's/^/Deleted (older than '"$days"' days): /'
