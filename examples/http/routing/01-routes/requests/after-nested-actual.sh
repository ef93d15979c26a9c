curl http://localhost:5000/site/admin/status
