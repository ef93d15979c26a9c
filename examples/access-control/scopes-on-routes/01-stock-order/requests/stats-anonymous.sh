curl http://localhost:5000/admin/stats
