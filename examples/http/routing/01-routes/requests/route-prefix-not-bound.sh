curl http://localhost:5000/api/v1/admin/posts/42
