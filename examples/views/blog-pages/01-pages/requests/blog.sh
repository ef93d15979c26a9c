curl -s -o /dev/null -w '%{http_code}\n' http://localhost:5000/blog
