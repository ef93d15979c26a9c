curl 'http://localhost:5000/details/slow?who=aborted' \
  -H 'X-Request-Id: aborted-request'
