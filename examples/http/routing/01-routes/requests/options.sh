curl -X OPTIONS http://localhost:5000/about -w '%{http_code}\n'
