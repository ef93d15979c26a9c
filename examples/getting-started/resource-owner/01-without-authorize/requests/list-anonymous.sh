curl http://localhost:5000/posts \
  -s -o /dev/null -w '%{http_code}\n'
