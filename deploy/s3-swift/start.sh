#!/bin/bash
# Starts the four servers in the background, writes their PIDs to $ROOT/pids and waits until the
# S3 endpoint answers /healthcheck and the account, container and object servers behind it take
# connections (S3_START_TIMEOUT seconds, 60 by default: a busy machine is slow). The proxy answers its
# healthcheck on its own; a bucket created before the others listen fails with 503 ("Please reduce
# your request rate").
ROOT=${1:-${TMPDIR:-/tmp}/plan-dan-swift}; PORT=${S3_PORT:-8080}; D=$(dirname "$0")
: > $ROOT/pids
for s in account container object proxy; do
  /usr/bin/python3 $D/serve.py $ROOT/etc $s > $ROOT/log/$s.log 2>&1 &
  echo $! >> $ROOT/pids
done
# python3 rather than curl: Swift needs it anyway, and a fresh machine may have no curl.
/usr/bin/python3 - "$PORT" "${S3_START_TIMEOUT:-60}" <<'PY'
import socket, sys, time, urllib.request
port, timeout = int(sys.argv[1]), float(sys.argv[2])
deadline = time.time() + timeout

def listening(backend_port):
    try:
        socket.create_connection(('127.0.0.1', backend_port), timeout=2).close()
        return True
    except OSError:
        return False

while True:
    try:
        with urllib.request.urlopen(f'http://127.0.0.1:{port}/healthcheck', timeout=2) as answer:
            if answer.status == 200 and all(listening(port + offset) for offset in (10, 11, 12)):
                print('OK up')
                sys.exit(0)
    except Exception:
        pass
    if time.time() > deadline:
        print(f'Swift did not answer on port {port} within {timeout:.0f} s; logs in the folder\'s log/', file=sys.stderr)
        sys.exit(1)
    time.sleep(0.1)
PY
