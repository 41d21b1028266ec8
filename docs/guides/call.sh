# The two helpers of the README's tour and of every guide: `. docs/guides/call.sh` from the
# project's folder, after setting API, KEY (and TOKEN once logged in).

# call METHOD PATH [JSON] [curl options]: one request with the two headers every call carries.
# It prints the answer; an error answer (4xx, 5xx) prints its envelope and fails, like a test.
call() {
  local method=$1 route=$2 body
  shift 2
  if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then
    body=$1; shift
    set -- -H 'content-type: application/json' --data "$body" "$@"
  fi
  curl -sS --fail-with-body -X "$method" "$API$route" -H "sw-access-key: $KEY" -H "sw-context-token: ${TOKEN-}" "$@"
  echo
}

# json EXPRESSION: that part of the JSON answer on stdin, e.g. json .id (jq would do; Node.js is here
# anyway). When the answer has no such part (an error, say), it prints the answer and fails.
json() {
  node -e "const answer = JSON.parse(require('fs').readFileSync(0, 'utf8')), value = answer$1;
    if (value === undefined) { console.error(JSON.stringify(answer)); process.exit(1); }
    console.log(typeof value == 'string' ? value : JSON.stringify(value))"
}
