#!/bin/bash
# Starts the four servers in the background, writes their PIDs to $ROOT/pids and waits until the
# S3 endpoint answers /healthcheck (S3_START_TIMEOUT seconds, 60 by default: a busy machine is slow).
ROOT=${1:-${TMPDIR:-/tmp}/plan-dan-swift}; PORT=${S3_PORT:-8080}; D=$(dirname "$0")
: > $ROOT/pids
for s in account container object proxy; do
  /usr/bin/python3 $D/serve.py $ROOT/etc $s > $ROOT/log/$s.log 2>&1 &
  echo $! >> $ROOT/pids
done
# python3 rather than curl: Swift needs it anyway, and a fresh machine may have no curl.
/usr/bin/python3 - "$PORT" "${S3_START_TIMEOUT:-60}" <<'PY'
import sys, time, urllib.request
port, timeout = int(sys.argv[1]), float(sys.argv[2])
deadline = time.time() + timeout
while True:
    try:
        with urllib.request.urlopen(f'http://127.0.0.1:{port}/healthcheck', timeout=2) as answer:
            if answer.status == 200:
                print('OK up')
                sys.exit(0)
    except Exception:
        pass
    if time.time() > deadline:
        print(f'Swift did not answer on port {port} within {timeout:.0f} s; logs in the folder\'s log/', file=sys.stderr)
        sys.exit(1)
    time.sleep(0.1)
PY
